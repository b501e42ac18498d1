import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The loader every pre-rendered page runs first (prerendered/after-paint.js), as the browser gets
// it: how it copies the scripts and hints out of <template id="after-paint">.
const afterPaint = readFileSync(join(import.meta.dirname, '../../prerendered/after-paint.js'), 'utf8');

const names = ['entry', 'style', 'react', 'kit', 'manifest', 'remote', 'route', 'texts'];

/** A page whose template holds one <meta> per name (stand-ins for the scripts and hints). */
function pageWithTemplate(held: readonly string[] = names) {
  const template = document.createElement('template');
  template.id = 'after-paint';
  template.innerHTML = held.map((name) => `<meta name="${name}">`).join('');
  document.head.append(template);
}

const copied = () => [...document.head.querySelectorAll('meta')].map((meta) => meta.getAttribute('name'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('after-paint.js', () => {
  it('copies one node a task, in order, until all are out: a task each keeps the main thread free', () => {
    pageWithTemplate();
    const queued: (() => void)[] = [];
    vi.stubGlobal('scheduler', { postTask: (task: () => void) => queued.push(task) });
    // A tab in the background starts at once (no frame to wait for).
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(afterPaint)();
    expect(copied()).toEqual(['entry']);
    for (let step = 2; step <= names.length; step += 1) {
      expect(queued).toHaveLength(1);
      queued.shift()?.();
      expect(copied()).toEqual(names.slice(0, step));
    }
    expect(queued).toHaveLength(0);
  });

  it('falls back to a timeout a step where the browser has no scheduler.postTask', async () => {
    pageWithTemplate();
    vi.stubGlobal('scheduler', undefined);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(afterPaint)();
    expect(copied()).toEqual(['entry']);
    await vi.waitFor(() => expect(copied()).toEqual(names));
  });

  it('adds nothing to the head when the template holds nothing', () => {
    pageWithTemplate([]);
    vi.stubGlobal('scheduler', { postTask: () => undefined });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(afterPaint)();
    expect(document.head.textContent).toBe('');
    expect(copied()).toEqual([]);
  });
});
