import { vi } from 'vitest';

/**
 * Records the names of the files a page hands to the browser: saving a file clicks a link to a
 * `blob:` address, which the test keeps from the window (ADR 0029: a followed `blob:` link moved
 * the shared window away).
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
