// docs/product-rules.md §18: a failed chunk load (a new deployment replaced the files) reloads the page, at most
// once per minute, so that a broken deployment cannot put the browser into a reload loop.

export const chunkReloadKey = 'coach.chunkReloadAt';
export const chunkReloadIntervalMs = 60_000;

const chunkErrorPattern =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message);
}

/** Whether a reload is allowed now, given when the last one happened (ms since epoch, or null). */
export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadIntervalMs;
}

/** Reloads the page if the last chunk reload is more than a minute ago; tells whether it did. */
export function reloadForChunkError(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const stored = Number(storage.getItem(chunkReloadKey));
  const last = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReload(now, last)) return false;
  storage.setItem(chunkReloadKey, String(now));
  window.location.reload();
  return true;
}
