import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';
import { apiFallback } from './method-not-allowed.ts';

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

const call = (method: string, path: string, language = 'en') =>
  t.app.request(path, { method, headers: { 'Accept-Language': language } });

describe('a known API path asked with another method', () => {
  it('answers 405 / 4039 with Allow listing the methods the path takes', async () => {
    for (const [method, path, allow] of [
      ['GET', '/api/auth/login', 'POST'],
      ['DELETE', '/api/auth/login', 'POST'],
      ['POST', '/api/auth/userinfo', 'GET, HEAD'],
      ['PUT', '/api/health/ready', 'GET, HEAD'],
      ['POST', '/api/openapi.json', 'GET, HEAD'],
      ['POST', '/api/docs', 'GET, HEAD'],
    ] as const) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await readJson(response)).toEqual({
        code: 4039,
        message: 'This API path does not accept this method.',
        data: null,
      });
    }
  });

  it('answers in Turkish by default', async () => {
    const response = await t.app.request('/api/auth/login');
    expect(response.status).toBe(405);
    expect((await readJson(response)).message).toBe('Bu API yolu bu yöntemle kullanılamaz.');
  });
});

describe('an unknown API path', () => {
  it('keeps answering 404 / 4035 whatever the method, without Allow', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['GET', '/api/auth/login/extra'],
      ['GET', '/api/health/'],
    ] as const) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
      expect((await readJson(response)).code).toBe(4035);
    }
  });
});

describe('apiFallback', () => {
  // A stand-in router, to show how patterns and several methods per path are read.
  const app = new Hono();
  app.onError((error, c) => c.json({ error: error.message, allow: c.res.headers.get('allow') }, 418));
  app.use('/api/*', async (_c, next) => next());
  app.get('/api/items/:id', (c) => c.text('item'));
  app.delete('/api/items/:id', (c) => c.text('gone'));
  app.get('/api/files/*', async (_c, next) => next());
  app.all('/api/*', apiFallback(app.routes));

  it('matches :param and * patterns, lists every method of the path, and ignores middleware', async () => {
    const wrongMethod = await app.request('/api/items/42', { method: 'PATCH' });
    expect(await wrongMethod.json()).toMatchObject({ allow: 'GET, HEAD, DELETE' });
    const wildcard = await app.request('/api/files/a/b.txt', { method: 'POST' });
    expect(await wildcard.json()).toMatchObject({ allow: 'GET, HEAD' });
  });

  it('treats a route that passed on the right method as not found', async () => {
    const passed = await app.request('/api/files/missing.txt');
    expect(await passed.json()).toMatchObject({ allow: null });
  });
});
