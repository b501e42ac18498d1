/** Build tools put a content hash into names of files that never change (`index.3f9a2b1c.js`). */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Files that name the current build and must always be asked for again. */
const entryPoints = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

export function cacheControlFor(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!entryPoints.has(name) && hashedName.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
