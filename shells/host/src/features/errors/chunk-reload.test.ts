import { describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, isChunkLoadError, mayReload, reloadForChunkError } from './chunk-reload.ts';

describe('chunk load failures', () => {
  it('recognises the errors of a missing chunk', () => {
    const chunkError = new Error('Loading chunk 42 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk ne failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    expect(mayReload(100_000, null)).toBe(true);
    expect(mayReload(100_000, 50_000)).toBe(false);
    expect(mayReload(110_000, 50_000)).toBe(true);
  });

  it('remembers the reload in session storage', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    window.sessionStorage.removeItem(chunkReloadKey);
    expect(reloadForChunkError(window.sessionStorage, 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(window.sessionStorage, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
