import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes .br and .gz beside the text files of 1 KiB and more, in every subfolder', async () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    await mkdir(join(dist, 'static/js/async'), { recursive: true });
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(dist, 'static/js/async/page.1234abcd.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);
    writeFileSync(join(dist, 'small.css'), 'a{color:red}');
    writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4000));

    const done = await precompressFolder(dist);

    expect(done.map((file) => file.slice(dist.length + 1)).sort()).toEqual([
      'index.html',
      'static/js/async/page.1234abcd.js',
    ]);
    const file = join(dist, 'static/js/async/page.1234abcd.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    expect(() => readFileSync(join(dist, 'small.css.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'photo.png.gz'))).toThrow();
  });
});
