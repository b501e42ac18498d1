import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env.ts';
import { fileResponse } from './file-transfer.ts';

// A file too large to hold is sent part by part as it is read (ADR 0042, addendum): the next part is
// read only when the client took the one before, and a client gone ends the reading.

/** Three parts, recording which were read and whether the reading was ended. */
function parts() {
  const read: number[] = [];
  let ended = false;
  async function* slices(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    try {
      for (const index of [0, 1, 2]) {
        read.push(index);
        yield new TextEncoder().encode(`part ${index};`);
      }
    } finally {
      ended = true;
    }
  }
  const app = new Hono<AppEnv>();
  app.get('/file', (c) =>
    fileResponse(
      c,
      { fileName: 'defter-ş.csv', contentType: 'text/csv', byteLength: 21, parts: slices() },
      'private',
      200,
    ),
  );
  return { app, read, ended: () => ended };
}

describe('a streamed download', () => {
  it('sends every part in order with the file’s type, name and length', async () => {
    const { app, read } = parts();
    const response = await app.request('/file');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('content-length')).toBe('21');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="defter-_.csv"; filename*=UTF-8''defter-%C5%9F.csv`,
    );
    expect(await response.text()).toBe('part 0;part 1;part 2;');
    expect(read).toEqual([0, 1, 2]);
  });

  it('stops reading the parts when the client goes away', async () => {
    const { app, read, ended } = parts();
    const response = await app.request('/file');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('part 0;');
    await reader?.cancel();
    expect(ended()).toBe(true);
    // The stream holds at most the part after the one sent; the third is never read.
    expect(read).not.toContain(2);
  });
});
