import {
  type ImportAccountsResult,
  type ImportProgress,
  importProgressSchema,
  progressStreamContentType,
} from '@coach/core/contracts';
import { ApiError, type Lang, runtimeConfig } from '@coach/kit';
import { apiHeaders, type Envelope, readEnvelope, useMutation, useQueryClient } from '@coach/kit/query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** Where an import is: its file going up, then the server's phases (ADR 0017). */
export type ImportStage = { readonly phase: 'uploading'; readonly percent: number | null } | ImportProgress;

export type ImportRequest = {
  readonly file: File;
  readonly language: Lang;
  readonly onStage: (stage: ImportStage) => void;
  readonly signal?: AbortSignal;
};

/** 2001–2004: added, updated, deleted, done; 2005 is the catalogue's "something went wrong". */
const isSuccessCode = (code: number) => code >= 2001 && code <= 2004;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number';
}

/**
 * Reads the complete lines of a progress stream that arrived so far: progress lines go to
 * `onStage`, the envelope (the last line) is kept. Answers how much of the text it consumed.
 */
function readLines(
  text: string,
  from: number,
  onStage: (stage: ImportStage) => void,
  keep: (envelope: Envelope<unknown>) => void,
): number {
  let start = from;
  for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === '') continue;
    const value: unknown = JSON.parse(line);
    const progress = importProgressSchema.safeParse(value);
    if (progress.success) onStage(progress.data);
    else if (isEnvelope(value)) keep(value);
  }
  return start;
}

/**
 * `POST /api/accounts/excelaccountfileupload` with `Accept: application/x-ndjson`: the upload's
 * progress (XMLHttpRequest, the only way to see it), then the server's progress lines as they
 * arrive, then the answer. A refusal before the server begins (wrong file, too large) comes as a
 * plain envelope with its HTTP status; a refusal after (rows with errors) as the stream's last line.
 * Either way it ends as the same ApiError as any other call.
 */
export function importAccountsFile(
  { file, language, onStage, signal }: ImportRequest,
  unreachable: string,
): Promise<ImportAccountsResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${runtimeConfig().apiBase}/accounts/excelaccountfileupload`);
    apiHeaders({ Accept: `${progressStreamContentType}, application/json` }).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    const streamed = () =>
      (xhr.getResponseHeader('Content-Type') ?? '').startsWith(progressStreamContentType);
    let consumed = 0;
    let envelope: Envelope<unknown> | null = null;
    const keep = (value: Envelope<unknown>) => {
      envelope = value;
    };

    xhr.upload.onprogress = (event) =>
      onStage({
        phase: 'uploading',
        percent:
          event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    xhr.onprogress = () => {
      if (streamed()) consumed = readLines(xhr.responseText, consumed, onStage, keep);
    };
    xhr.onload = () => {
      if (!streamed()) {
        const response = new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        });
        readEnvelope<ImportAccountsResult>(response).then(resolve, reject);
        return;
      }
      try {
        readLines(`${xhr.responseText}\n`, consumed, onStage, keep);
      } catch {
        envelope = null;
      }
      const last = envelope as Envelope<unknown> | null;
      if (last === null) reject(new ApiError(xhr.status, 0, unreachable));
      else if (isSuccessCode(last.code)) resolve(last.data as ImportAccountsResult);
      // The stream was a 200; the refusal's own status is what its code would have had.
      else reject(new ApiError(last.code < 3000 ? 500 : 400, last.code, last.message, last.data));
    };
    xhr.onerror = () => reject(new ApiError(0, 0, unreachable));
    xhr.onabort = () => reject(new DOMException('The import was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('language', language);
    body.append('file', file);
    xhr.send(body);
  });
}

/** The import as a mutation; every list that shows accounts is read again after it. */
export function useImportAccounts() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const unreachable = i18n._(msg`The server could not be reached. Check your connection and try again.`);
  return useMutation({
    mutationFn: (request: ImportRequest) => importAccountsFile(request, unreachable),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
