import { catalogue, translate } from '@coach/core/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { FakeXhr, sentXhr as sent } from '../test/fake-xhr.ts';
import { ApiError } from './api-error.ts';
import { uploadFile } from './upload.ts';

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
    xhr.answer('recordAdded', { id: 'f-1' }, 'tr');
    await expect(result).resolves.toEqual({ id: 'f-1' });
    expect(progress).toEqual([25, 100]);
  });

  it('throws the ApiError of a refusal (a file of a kind the call does not take)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    i18n.activate('tr');
    const result = uploadFile('/accountfiles', new FormData());
    const data = { allowed: 'PDF, PNG, JPEG' };
    sent().answer('fileTypeNotAllowed', data, 'tr');
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const { status, code } = catalogue.fileTypeNotAllowed;
    expect(failure).toMatchObject({ status, code, message: translate(code, 'tr', data), data });
  });

  it('throws ApiError code 0 when the server cannot be reached, and drops the token on a 401', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    i18n.activate('en');
    const offline = uploadFile('/accountfiles', new FormData());
    sent().onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 0 });

    store.set(tokenAtom, 'expired');
    const lost = uploadFile('/accountfiles', new FormData());
    sent().answer('unauthorized');
    const { status, code } = catalogue.unauthorized;
    await expect(lost).rejects.toMatchObject({ status, code });
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
