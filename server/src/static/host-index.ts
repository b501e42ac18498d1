import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads one text file, re-reading it only when it changed (a new build), so requests do not hit the
 * disk for the whole file every time. Null while the file does not exist.
 */
export function changedFileReader(file: string): () => Promise<string | null> {
  let cached: { modified: number; text: string } | null = null;
  return async () => {
    const modified = await stat(file).then(
      (stats) => (stats.isFile() ? stats.mtimeMs : null),
      () => null,
    );
    if (modified === null) return null;
    if (cached?.modified !== modified) cached = { modified, text: await readFile(file, 'utf8') };
    return cached.text;
  };
}

/** The host's index.html, null while the host is not built. */
export function hostIndexReader(hostDist: string): () => Promise<string | null> {
  return changedFileReader(join(hostDist, 'index.html'));
}

/**
 * The pre-rendered pages below `directory` (`<host dist>/prerendered/`), by file name (`login.html`,
 * `en/404.html`); each is cached like index.html. Names come from the page catalogue, never from
 * the request, so the set of readers stays small and no path can leave the folder. The pre-render
 * replaces the folder in one rename (scripts/prerender/run.ts), so a page read is never half-written.
 */
export function prerenderedPageReader(directory: string): (name: string) => Promise<string | null> {
  const readers = new Map<string, () => Promise<string | null>>();
  return (name) => {
    let reader = readers.get(name);
    if (!reader) {
      reader = changedFileReader(join(directory, name));
      readers.set(name, reader);
    }
    return reader();
  };
}
