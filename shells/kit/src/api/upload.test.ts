import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { ApiError } from './api-error.ts';
import { uploadFile } from './upload.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in XMLHttpRequest that records what is sent and lets the test play the network:
 * progress of the body, then an answer.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.onload?.();
  }
}

function sent(): FakeXhr {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
}

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('sends the form with the token and the language, reports progress and returns the data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    store.set(tokenAtom, 'tok-9');
    i18n.activate('tr');
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'kanit.pdf', { type: 'application/pdf' }));
    const progress: (number | null)[] = [];
    const result = uploadFile<{ id: string }>('/accountfiles', form, {
      onProgress: ({ percent }) => progress.push(percent),
    });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/accountfiles');
    expect(xhr.headers.authorization).toBe('Bearer tok-9');
    expect(xhr.headers['accept-language']).toBe('tr');
    expect(xhr.headers['content-type']).toBeUndefined(); // the browser writes the multipart boundary
    expect(xhr.body).toBe(form);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(201, { code: 2001, message: 'Yüklendi.', data: { id: 'f-1' } });
    await expect(result).resolves.toEqual({ id: 'f-1' });
    expect(progress).toEqual([25, 100]);
  });

  it('throws the ApiError of a refusal (413 too large)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadFile('/accountfiles', new FormData());
    sent().answer(413, { code: 4042, message: 'Dosya 2 MB sınırını aşıyor.', data: { maxBytes: 2097152 } });
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, code: 4042, message: 'Dosya 2 MB sınırını aşıyor.' });
  });

  it('throws ApiError code 0 when the server cannot be reached, and drops the token on a 401', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    i18n.activate('en');
    const offline = uploadFile('/accountfiles', new FormData());
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 0 });

    store.set(tokenAtom, 'expired');
    const lost = uploadFile('/accountfiles', new FormData());
    sent().answer(401, { code: 4001, message: 'Please sign in.', data: null });
    await expect(lost).rejects.toMatchObject({ status: 401, code: 4001 });
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('can be cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const result = uploadFile('/accountfiles', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
