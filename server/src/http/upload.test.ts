import { minimalPdf, pdfOfSize } from '@coach/adapters/testing/proof-files';
import { maxProofBytes } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

// The generic upload and download mechanics of `endpoint` (multipart bodies, the streaming limit,
// bodies of the wrong kind, the headers of a file answer), through a real upload call: a member's
// proof of education (2 MB).

let t: HttpTestApp;
let token: string;
beforeAll(async () => {
  t = await createHttpTestApp();
  await t.createAccount({ email: 'uploader@example.com', passportNumber: 'U1234567' });
  const response = await t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'uploader@example.com', password: 'Member!2345' }),
  });
  token = (await readJson(response)).data.token;
});
afterAll(() => t.close());

const tooLarge = {
  tr: { code: 4038, message: 'Gönderilen veri çok büyük (en fazla 2048 KB).', data: { limitKb: 2048 } },
  en: { code: 4038, message: 'The request is too large (at most 2048 KB).', data: { limitKb: 2048 } },
};

function send(body: RequestInit['body'], headers: Record<string, string> = {}, path = '/api/accountfiles') {
  return t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

type FormFields = Record<string, string | { name: string; bytes: Uint8Array; type?: string }>;

function form(fields: FormFields) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else
      data.append(
        key,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type ?? '' }),
        value.name,
      );
  }
  return data;
}

async function deleteOwn(id: string) {
  const response = await t.app.request('/api/accountfiles', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountFileId: id }),
  });
  expect(response.status).toBe(200);
}

const boundary = 'coach-test-boundary';
const encoder = new TextEncoder();
/** A multipart body whose file part is `kb` kilobytes of a PDF, streamed one kilobyte per chunk. */
function streamedUpload(kb: number) {
  const counter = { pulled: 0 };
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const kilobyte = new Uint8Array(1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulled += 1;
        if (counter.pulled === 1) controller.enqueue(head);
        else if (counter.pulled <= kb + 1) controller.enqueue(kilobyte);
        else {
          controller.enqueue(tail);
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter, size: head.length + kb * 1024 + tail.length };
}
const multipartType = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };

describe('upload calls', () => {
  it('take a multipart body and hand the file to the use case (201 / 2001)', async () => {
    const response = await send(
      form({ file: { name: 'diploma.pdf', bytes: minimalPdf(), type: 'text/plain' } }),
    );
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({
      code: 2001,
      data: { fileName: 'diploma.pdf', contentType: 'application/pdf', state: 'pending' },
    });
    await deleteOwn(body.data.id);
  });

  it('stream a body without Content-Length into the handler when it is within the limit', async () => {
    const { stream, size } = streamedUpload(1500);
    expect(size).toBeLessThan(maxProofBytes);
    const response = await send(stream, multipartType);
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.data.sizeBytes).toBeGreaterThan(1500 * 1024);
    await deleteOwn(body.data.id);
  });

  it('refuse a body declared too large by its Content-Length before reading a byte (413 / 4038)', async () => {
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
      const response = await send(unread, {
        ...multipartType,
        'Content-Length': String(3 * 1024 * 1024),
        'Accept-Language': language,
      });
      expect(response.status).toBe(413);
      expect(await readJson(response)).toEqual(tooLarge[language]);
      expect(read).toBe(false);
    }
  });

  it('refuse a chunked body without Content-Length as soon as it passes the limit', async () => {
    const { stream, counter } = streamedUpload(10 * 1024);
    const response = await send(stream, multipartType);
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual(tooLarge.en);
    // 2 MB and the framing allowance (64 KB) fit; the reading stops soon after, not at 10 MB.
    expect(counter.pulled).toBeLessThan(2048 + 64 + 4);
  });

  it('refuse a file of 2 MB + 1 byte that fits in the framing allowance (413 / 4038)', async () => {
    const body = form({ file: { name: 'big.pdf', bytes: pdfOfSize(maxProofBytes + 1) } });
    const response = await send(body);
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual(tooLarge.en);
  });

  it('answer a body of the wrong kind with 400 / 4034, never 500', async () => {
    const cases: [string, RequestInit['body'], Record<string, string>][] = [
      ['JSON', JSON.stringify({ file: 'JVBERi0xLjQ=' }), { 'Content-Type': 'application/json' }],
      ['plain text', '%PDF-1.4', { 'Content-Type': 'text/plain' }],
      ['raw PDF bytes', minimalPdf() as Uint8Array<ArrayBuffer>, { 'Content-Type': 'application/pdf' }],
      ['no Content-Type', minimalPdf() as Uint8Array<ArrayBuffer>, {}],
      ['a URL-encoded form', 'file=diploma.pdf', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['multipart without a boundary', '--x\r\n', { 'Content-Type': 'multipart/form-data' }],
      ['truncated multipart', `--${boundary}\r\nContent-Disposition: form-data; name="file"`, multipartType],
      ['multipart of garbage', 'this is not multipart at all', multipartType],
    ];
    for (const [what, body, headers] of cases) {
      const response = await send(body, headers);
      expect(response.status, what).toBe(400);
      expect((await readJson(response)).code, what).toBe(4034);
    }
  });

  it('name the file field when it is missing or sent as text', async () => {
    const cases: FormFields[] = [
      {},
      { file: 'diploma.pdf' },
      { other: { name: 'diploma.pdf', bytes: minimalPdf() } },
    ];
    for (const fields of cases) {
      const response = await send(form(fields));
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({
        code: 4034,
        data: { fields: { file: 'This field is required.' } },
      });
    }
  });

  it('check access before reading the body: no token is 401 even for a huge body', async () => {
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
    const response = await t.app.request('/api/accountfiles', {
      method: 'POST',
      headers: { ...multipartType, 'Content-Length': String(50 * 1024 * 1024) },
      body: unread,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(401);
    expect(read).toBe(false);
  });
});

describe('download calls', () => {
  it('send the file itself as an attachment that is neither sniffed nor kept', async () => {
    const pdf = minimalPdf();
    const uploaded = await readJson(
      await send(form({ file: { name: 'Diploma İş “2026”.pdf', bytes: pdf } })),
    );
    const response = await t.app.request(`/api/accountfiles/download/${uploaded.data.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Diploma __ _2026_.pdf"; filename*=UTF-8''${encodeURIComponent('Diploma İş “2026”.pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    await deleteOwn(uploaded.data.id);
  });

  it('answer a refusal as the JSON envelope, not as a file', async () => {
    const response = await t.app.request('/api/accountfiles/download/00000000-0000-4000-8000-000000000000', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await readJson(response)).toMatchObject({ code: 4002 });
  });
});
