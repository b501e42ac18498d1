import { catalogue } from '@coach/core/contracts';
import { ApiError, store, tokenAtom } from '@coach/kit';
import { envelopeOf, FakeXhr, sentXhr as sent } from '@coach/kit/test/fake-xhr.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ImportStage, importAccountsFile } from './import-accounts.ts';

const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const result = { total: 2, created: 2, skipped: [], openingBalances: 0, setPasswordMails: 2 };

function start() {
  const stages: ImportStage[] = [];
  const file = new File(['xlsx'], 'members.xlsx');
  const done = importAccountsFile(
    { file, language: 'en', onStage: (stage) => stages.push(stage) },
    'The server could not be reached.',
  );
  return { stages, done, xhr: sent() };
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  store.set(tokenAtom, 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the import’s progress stream', () => {
  it('asks for progress lines with the token and the page language, and sends the file with it', () => {
    const { xhr } = start();
    expect(xhr.url).toMatch(/\/api\/accounts\/excelaccountfileupload$/);
    expect(xhr.headers.accept).toContain('application/x-ndjson');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    expect((xhr.body as FormData | null)?.get('language')).toBe('en');
    expect(((xhr.body as FormData | null)?.get('file') as File | undefined)?.name).toBe('members.xlsx');
  });

  it('reports the upload, then each server phase as its lines arrive, even split mid-line', async () => {
    const { xhr, stages, done } = start();
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true } as ProgressEvent);
    const validating = line({ phase: 'validating', done: 1, total: 2 });
    xhr.receive(line({ phase: 'validating', done: 0, total: 2 }) + validating.slice(0, 10));
    expect(stages).toEqual([
      { phase: 'uploading', percent: 50 },
      { phase: 'validating', done: 0, total: 2 },
    ]);
    xhr.receive(validating.slice(10) + line({ phase: 'writing', done: 2, total: 2 }));
    xhr.receive(line(envelopeOf('done', result)));
    xhr.finish();
    await expect(done).resolves.toEqual(result);
    expect(stages.slice(2)).toEqual([
      { phase: 'validating', done: 1, total: 2 },
      { phase: 'writing', done: 2, total: 2 },
    ]);
  });

  it('turns a refusal on the last line into the ApiError of any call, with its data', async () => {
    const { xhr, done } = start();
    const data = {
      errorCount: 1,
      truncated: false,
      rows: [{ row: 3, column: 'Email', field: 'email', message: 'x' }],
    };
    xhr.receive(
      line({ phase: 'validating', done: 0, total: 1 }) + line(envelopeOf('importRowsInvalid', data)),
    );
    xhr.finish();
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const { status, code } = catalogue.importRowsInvalid;
    const { message } = envelopeOf('importRowsInvalid', data);
    expect(failure).toMatchObject({ status, code, message, data });
  });

  it('treats a failure line (2005) as a failure, not a success', async () => {
    const { xhr, done } = start();
    xhr.receive(line({ phase: 'writing', done: 0, total: 1 }) + line(envelopeOf('somethingWentWrong')));
    xhr.finish();
    const { status, code } = catalogue.somethingWentWrong;
    await expect(done).rejects.toMatchObject({ status, code });
  });

  it('reads a plain answer when the server refused before the stream began', async () => {
    const { xhr, done } = start();
    xhr.answer('fileTypeNotAllowed', { allowed: 'XLSX' });
    const { status, code } = catalogue.fileTypeNotAllowed;
    const { message } = envelopeOf('fileTypeNotAllowed', { allowed: 'XLSX' });
    await expect(done).rejects.toMatchObject({ status, code, message });
  });

  it('says so when the stream broke off before its answer, or the server was not reached', async () => {
    const cut = start();
    cut.xhr.receive(line({ phase: 'validating', done: 0, total: 1 }));
    cut.xhr.finish();
    await expect(cut.done).rejects.toMatchObject({ code: 0, message: 'The server could not be reached.' });
    const offline = start();
    offline.xhr.onerror?.();
    await expect(offline.done).rejects.toMatchObject({ status: 0, code: 0 });
  });
});
