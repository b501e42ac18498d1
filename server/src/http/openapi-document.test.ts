import { catalogue, catalogueCodes } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

// The conventions of the published OpenAPI document, checked over every operation it lists, so a
// call added tomorrow is held to them the day it appears.

interface Response {
  readonly headers?: Record<string, unknown>;
  readonly content?: Record<
    string,
    { schema?: { allOf?: { properties?: { code?: { enum?: number[] } } }[] } }
  >;
}
interface Operation {
  readonly operationId?: string;
  readonly security?: Record<string, string[]>[];
  readonly responses: Record<string, Response>;
}
interface Document {
  readonly servers?: { url: string }[];
  readonly security?: Record<string, string[]>[];
  readonly components: { securitySchemes: Record<string, unknown> };
  readonly paths: Record<string, Record<string, Operation>>;
}

let t: HttpTestApp;
let document: Document;
beforeAll(async () => {
  t = await createHttpTestApp();
  document = (await readJson(await t.app.request('/api/openapi.json'))) as Document;
});
afterAll(() => t.close());

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

const statusByCode = new Map<number, number>(
  Object.values(catalogue).map((entry) => [entry.code, entry.status]),
);

/** The catalogue codes an error answer declares: the enum on its envelope's `code`. */
const codesOf = (response: Response) =>
  response.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum;

describe('the OpenAPI document', () => {
  it('asks for the bearer token by default and says where the API is', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.servers?.length).toBe(1);
    expect(document.servers?.[0]?.url).toMatch(/^(https?:\/\/[^/]+(\/.*)?|\/)$/);
  });

  it('names every operation with an operationId of its own', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const [name, operation] of all) expect(operation.operationId, name).toMatch(/^[\w.]+$/);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/health']?.get?.operationId).toBe('health.liveness');
  });

  it('states the security of every operation: none (`security: []`) for a public one, the bearer token otherwise', () => {
    for (const [name, operation] of operations()) {
      expect(operation.security, name).toBeDefined();
      expect([[], [{ bearerAuth: [] }]], name).toContainEqual(operation.security);
      // A call that needs the token says what happens without one.
      if (operation.security?.length) expect(codesOf(operation.responses['401'] ?? {}), name).toContain(4001);
    }
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/payment/callback']?.post?.security).toEqual([]);
    expect(document.paths['/api/auth/userinfo']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it("lists each error answer's catalogue codes as data, each code under the status its catalogue entry states", () => {
    for (const [name, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const codes = codesOf(response);
        expect(codes?.length, `${name} ${status}`).toBeGreaterThan(0);
        for (const code of codes ?? []) {
          expect(catalogueCodes, `${name} ${status}`).toContain(code);
          expect(statusByCode.get(code), `${name} ${status} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('declares WWW-Authenticate on every 401 answer', () => {
    for (const [name, operation] of operations()) {
      const unauthorized = operation.responses['401'];
      if (unauthorized) expect(Object.keys(unauthorized.headers ?? {}), name).toContain('WWW-Authenticate');
    }
  });
});

describe('a 401 answer', () => {
  it('names the bearer scheme in WWW-Authenticate, without a token and with an unknown one', async () => {
    const withoutToken = await t.app.request('/api/auth/userinfo');
    expect(withoutToken.status).toBe(401);
    expect(withoutToken.headers.get('www-authenticate')).toBe('Bearer');
    expect(await readJson(withoutToken)).toMatchObject({ code: 4001 });
    const unknownToken = await t.app.request('/api/auth/userinfo', {
      headers: { Authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(unknownToken.status).toBe(401);
    expect(unknownToken.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('is the only answer that carries it', async () => {
    const health = await t.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('www-authenticate')).toBeNull();
  });
});
