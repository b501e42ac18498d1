import { ApiError, store, tokenAtom } from '@coach/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ImportStage, importAccountsFile } from './import-accounts.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/** A stand-in XMLHttpRequest: the test plays the network, the body going up and the answer in chunks. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  contentType = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The server began a progress stream and sent `chunk` of it. */
  receive(chunk: string) {
    this.status = 200;
    this.contentType = 'application/x-ndjson; charset=utf-8';
    this.responseText += chunk;
    this.onprogress?.();
  }
  finish() {
    this.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.contentType = 'application/json';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}

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
    expect(xhr.body?.get('language')).toBe('en');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('members.xlsx');
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
    xhr.receive(line({ code: 2004, message: 'Done.', data: result }));
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
      line({ phase: 'validating', done: 0, total: 1 }) + line({ code: 4045, message: 'Rows.', data }),
    );
    xhr.finish();
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 4045, message: 'Rows.', data });
  });

  it('treats a failure line (2005) as a failure, not a success', async () => {
    const { xhr, done } = start();
    xhr.receive(
      line({ phase: 'writing', done: 0, total: 1 }) + line({ code: 2005, message: 'Wrong.', data: null }),
    );
    xhr.finish();
    await expect(done).rejects.toMatchObject({ status: 500, code: 2005 });
  });

  it('reads a plain answer when the server refused before the stream began', async () => {
    const { xhr, done } = start();
    xhr.answer(415, { code: 4043, message: 'Not accepted.', data: { allowed: 'XLSX' } });
    await expect(done).rejects.toMatchObject({ status: 415, code: 4043, message: 'Not accepted.' });
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
