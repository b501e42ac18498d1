import { runtimeConfig } from '../config/runtime-config.ts';
import { apiFetch } from './client.ts';
import { readEnvelope } from './envelope.ts';

export type FetchedFile = { blob: Blob; fileName: string | null; contentType: string };

/**
 * Fetches a file the API answers as itself (a proof, an Excel export), with the token and the
 * page's language. A refusal comes as a JSON envelope and throws the same ApiError as other calls.
 * For a preview: `URL.createObjectURL((await fetchFileBlob(path)).blob)`.
 */
export async function fetchFileBlob(path: string, init: { signal?: AbortSignal } = {}): Promise<FetchedFile> {
  const response = await apiFetch(`${runtimeConfig().apiBase}${path}`, {
    headers: { Accept: '*/*' },
    ...(init.signal ? { signal: init.signal } : {}),
  });
  if (!response.ok) {
    await readEnvelope(response);
  }
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? blob.type,
  };
}

/**
 * Downloads a file and saves it under the name the server gives (`Content-Disposition`), or
 * `fallbackName`. Returns the name used.
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<string> {
  const { blob, fileName } = await fetchFileBlob(path);
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8, so "Kanıt.pdf"
 * keeps its letters) before the plain `filename`.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}
