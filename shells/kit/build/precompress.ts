import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files the server may send compressed (docs/runtime-contract.md, precompressed files). */
export const compressibleExtensions = ['.js', '.css', '.html', '.json', '.svg'] as const;
/** Below this, compressing saves a few bytes and costs the server a second file lookup. */
export const minimumBytes = 1024;

const compressible = (file: string) => compressibleExtensions.some((extension) => file.endsWith(extension));

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `folder` and its subfolders that is at least 1 KiB, so the server sends the smallest
 * encoding without compressing on each request. Existing siblings are overwritten (a rebuild
 * changes the files); returns the files compressed.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, encoding: 'utf8' });
  const files: string[] = [];
  for (const entry of entries) {
    if (!compressible(entry)) continue;
    const file = join(folder, entry);
    const info = await stat(file);
    if (!info.isFile() || info.size < minimumBytes) continue;
    files.push(file);
  }
  await Promise.all(files.map(precompressFile));
  return files;
}

export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
