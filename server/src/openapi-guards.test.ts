import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from './testing/test-app.ts';

// Walks the published OpenAPI document rather than a list kept by hand, so an endpoint added
// tomorrow is covered the day it appears: every operation that declares bearer security must
// refuse a caller without a token, before it looks at any input.

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly secured: boolean;
}

async function operations(): Promise<Operation[]> {
  const document = await readJson(await t.app.request('/api/openapi.json'));
  const found: Operation[] = [];
  // An operation without its own `security` takes the document's default (bearer sign-in).
  const byDefault = (document.security ?? []) as unknown[];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const security = (operation as { security?: unknown[] }).security ?? byDefault;
      found.push({ method: method.toUpperCase(), path, secured: security.length > 0 });
    }
  }
  return found;
}

/** A concrete URL for an OpenAPI path: each `{param}` becomes a well-formed id. */
const urlOf = (path: string) => `${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;

describe('every operation in the OpenAPI document', () => {
  it('is found (the document lists the calls of the API)', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all).toContainEqual({ method: 'GET', path: '/api/auth/userinfo', secured: true });
    expect(all).toContainEqual({ method: 'POST', path: '/api/auth/login', secured: false });
  });

  it('that needs sign-in answers 401 / 4001 without a token, whatever the body', async () => {
    const secured = (await operations()).filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThan(0);
    for (const { method, path } of secured) {
      const response = await t.app.request(urlOf(path), {
        method,
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        ...(method === 'GET' ? {} : { body: '{"unexpected":true}' }),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await readJson(response), `${method} ${path}`).toMatchObject({ code: 4001, data: null });
    }
  });

  it('that needs sign-in refuses an unknown token the same way', async () => {
    for (const { method, path } of (await operations()).filter((operation) => operation.secured)) {
      const response = await t.app.request(urlOf(path), {
        method,
        headers: { Authorization: `Bearer ${'x'.repeat(43)}` },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('that is public never asks for sign-in', async () => {
    for (const { method, path } of (await operations()).filter((operation) => !operation.secured)) {
      const response = await t.app.request(urlOf(path), {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(response.status, `${method} ${path}`).not.toBe(401);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
