// Puts the pre-rendered pages' loader (shells/host/prerendered/after-paint.js) among the host's
// built files, under a name with its content hash: served like every hashed file (cached for a
// year, precompressed), and a changed loader gets a new name.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack } from '@rsbuild/core';

const source = join(import.meta.dirname, '..', '..', 'shells/host/prerendered/after-paint.js');

/** Writes the loader (and its .br and .gz) into `hostDist`; answers its address. */
export function publishAfterPaint(hostDist: string): string {
  // Minified as the bundles are, with rspack's SWC: the comments are for readers of the repository,
  // and every public page's first visit downloads the loader (its JavaScript is held to 170 KiB).
  const { code } = rspack.experiments.swc.minifySync(readFileSync(source, 'utf8'), {
    compress: true,
    mangle: true,
  });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const path = `/static/js/after-paint.${hash}.js`;
  const file = join(hostDist, path);
  mkdirSync(join(hostDist, 'static/js'), { recursive: true });
  writeFileSync(file, code);
  writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return path;
}
