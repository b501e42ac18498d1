import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads the host's index.html, re-reading only when the file changed (a new build), so requests
 * do not hit the disk for the whole file every time. Null while the host is not built.
 */
export function hostIndexReader(hostDist: string): () => Promise<string | null> {
  const file = join(hostDist, 'index.html');
  let cached: { modified: number; html: string } | null = null;
  return async () => {
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) return null;
    if (cached?.modified !== modified) cached = { modified, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
