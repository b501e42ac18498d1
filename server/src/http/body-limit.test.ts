import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';
import { apiBodyLimitKb } from './body-limit.ts';

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

const kilobyte = 'x'.repeat(1024);
const tooLarge = {
  tr: { code: 4038, message: 'Gönderilen veri çok büyük (en fazla 64 KB).', data: { limitKb: 64 } },
  en: { code: 4038, message: 'The request is too large (at most 64 KB).', data: { limitKb: 64 } },
};

/** A JSON body of `kb` kilobytes, streamed one kilobyte per chunk; `pulled` counts the chunks read. */
function chunkedBody(kb: number) {
  const counter = { pulled: 0 };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulled += 1;
        if (counter.pulled === 1) controller.enqueue(encoder.encode('{"email":"'));
        else if (counter.pulled <= kb) controller.enqueue(encoder.encode(kilobyte));
        else {
          controller.enqueue(encoder.encode('"}'));
          controller.close();
        }
      },
    },
    // Nothing is pulled before the reader asks, so `pulled` is what the server read.
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('API body limit', () => {
  it('refuses a 100 KB body by its Content-Length, without reading it, in Turkish and English', async () => {
    for (const language of ['tr', 'en'] as const) {
      let read = false;
      const unread = new ReadableStream<Uint8Array>(
        {
          pull() {
            read = true;
            throw new Error('the body must not be read');
          },
        },
        { highWaterMark: 0 },
      );
      const response = await post(unread, {
        'Content-Length': String(100 * 1024),
        'Accept-Language': language,
      });
      expect(response.status).toBe(413);
      expect(await readJson(response)).toEqual(tooLarge[language]);
      expect(read).toBe(false);
    }
  });

  it('refuses a chunked 100 KB body without Content-Length as soon as it passes the limit', async () => {
    for (const language of ['tr', 'en'] as const) {
      const { stream, counter } = chunkedBody(100);
      const response = await post(stream, { 'Accept-Language': language });
      expect(response.status).toBe(413);
      expect(await readJson(response)).toEqual(tooLarge[language]);
      // 64 chunks of 1 KB fit; the reading stops at the first one beyond.
      expect(counter.pulled).toBeLessThanOrEqual(apiBodyLimitKb + 2);
    }
  });

  it('still takes an ordinary body, with or without Content-Length', async () => {
    await t.createAccount({ email: 'small@example.com' });
    const body = JSON.stringify({ email: 'small@example.com', password: 'Member!2345' });
    const declared = await post(body, { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(declared.status).toBe(200);
    expect((await readJson(declared)).code).toBe(2004);
    // A body just under the limit reaches validation (4034 for the bad e-mail), not the limit.
    const { stream } = chunkedBody(apiBodyLimitKb - 1);
    const streamed = await post(stream, {});
    expect(streamed.status).toBe(400);
    expect((await readJson(streamed)).code).toBe(4034);
  });
});
