import { describe, expect, it } from 'vitest';
import { saveBlob } from '../api/download.ts';

// The files of a front end share a worker and its window (vitest.shared.ts): a click that moved the
// window to a download's `blob:` address broke the relative API calls of the next file in line.
describe('the window a worker shares between files', () => {
  it('stays where it was when a download link is clicked', () => {
    const before = window.location.href;
    saveBlob(new Blob(['a file']), 'file.txt');
    expect(window.location.href).toBe(before);
  });

  it('stays where it was when a link the app does not route is clicked', () => {
    const before = window.location.href;
    const link = document.createElement('a');
    link.href = 'https://example.com/elsewhere';
    document.body.append(link);
    link.click();
    link.remove();
    expect(window.location.href).toBe(before);
  });
});
