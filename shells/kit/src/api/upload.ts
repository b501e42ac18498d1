import { msg } from '@lingui/core/macro';
import { tokenAtom } from '../auth/token.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { ApiError } from './api-error.ts';
import { apiHeaders, noteStatus } from './client.ts';
import { readEnvelope } from './envelope.ts';

export type UploadProgress = { loaded: number; total: number | null; percent: number | null };

export type UploadOptions = {
  /** Called as the body goes out; `percent` is null when the browser does not know the size. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
};

/**
 * Sends a multipart form to the API and reads the answer like every other call: the envelope's
 * `data`, or an ApiError with the server's code and message (413 when the file is too large).
 * XMLHttpRequest, not fetch: only it reports upload progress. Same headers as `apiFetch`
 * (language, bearer token) and the same 401 handling.
 *
 *   const proof = await uploadFile('/accountfiles', form, { onProgress: (p) => setPercent(p.percent) });
 */
export function uploadFile<T = unknown>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal, method = 'POST' } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = store.get(tokenAtom);
    xhr.open(method, `${runtimeConfig().apiBase}${path}`);
    // The browser writes the multipart Content-Type with its boundary itself.
    apiHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : null,
        percent:
          event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    xhr.onload = () => {
      noteStatus(xhr.status, token);
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      readEnvelope<T>(response).then(resolve, reject);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          0,
          i18n._(msg`The server could not be reached. Check your connection and try again.`),
        ),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
