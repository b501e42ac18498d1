import { DomainError } from '@coach/core';
import { Hono } from 'hono';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './env.ts';
import { createErrorHandler } from './error-handler.ts';
import { acceptsProgressStream, withProgressStream } from './progress-stream.ts';

type Work = Parameters<typeof withProgressStream>[1];

/** A one-route app whose handler runs `work` behind the progress stream, as the import route does. */
function appWith(work: Work) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.use(async (c, next) => {
    c.set('language', 'en');
    c.set('requestId', 'req-1');
    await next();
  });
  app.post('/work', (c) => withProgressStream(c, work));
  app.post('/accepts', (c) => c.json(acceptsProgressStream(c)));
  return app;
}

const linesOf = async (response: Response) =>
  (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

afterEach(() => vi.restoreAllMocks());

describe('the progress stream', () => {
  it('is asked for with Accept: application/x-ndjson', async () => {
    const app = appWith(async () => ({ code: 2004, message: 'ok', data: null }));
    const ask = (accept: string) => app.request('/accepts', { method: 'POST', headers: { Accept: accept } });
    expect(await (await ask('application/x-ndjson, application/json')).json()).toBe(true);
    expect(await (await ask('application/json')).json()).toBe(false);
  });

  it('streams each update, then the envelope as the last line', async () => {
    const response = await appWith(async (progress) => {
      progress({ phase: 'validating', done: 0, total: 2 });
      progress({ phase: 'validating', done: 2, total: 2 });
      return { code: 2004, message: 'Transaction successful.', data: { created: 2 } };
    }).request('/work', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(await linesOf(response)).toEqual([
      { phase: 'validating', done: 0, total: 2 },
      { phase: 'validating', done: 2, total: 2 },
      { code: 2004, message: 'Transaction successful.', data: { created: 2 } },
    ]);
  });

  it('answers the usual way, with its status, when the work ends before any update', async () => {
    const app = appWith(async () => {
      throw new DomainError('fileTypeNotAllowed', { allowed: 'XLSX' });
    });
    const response = await app.request('/work', { method: 'POST' });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 4043, data: { allowed: 'XLSX' } });
    const quick = await appWith(async () => ({ code: 2004, message: 'ok', data: 1 })).request('/work', {
      method: 'POST',
    });
    expect(quick.status).toBe(200);
    expect(await quick.json()).toEqual({ code: 2004, message: 'ok', data: 1 });
  });

  it('ends with the translated refusal after updates began, and with 2005 (nothing more) on a failure', async () => {
    const refused = await appWith(async (progress) => {
      progress({ phase: 'validating', done: 0, total: 1 });
      throw new DomainError('importRowsInvalid', { errorCount: 1, rows: [], truncated: false });
    }).request('/work', { method: 'POST' });
    expect((await linesOf(refused)).at(-1)).toEqual({
      code: 4045,
      message:
        'The file has rows with errors (rows with errors: 1); nothing was imported. Correct them and upload again.',
      data: { errorCount: 1, rows: [], truncated: false },
    });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await appWith(async (progress) => {
      progress({ phase: 'writing', done: 0, total: 1 });
      throw new Error('connection lost: secret detail');
    }).request('/work', { method: 'POST' });
    const last = (await linesOf(failed)).at(-1);
    expect(last).toEqual({
      code: 2005,
      message: 'Something went wrong. Please try again later.',
      data: null,
    });
    expect(JSON.stringify(last)).not.toContain('secret');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
