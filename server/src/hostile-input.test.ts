import { minimalPdf } from '@coach/adapters/testing/proof-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import {
  fieldPathsOf,
  type JsonSchema,
  type OpenApiComponents,
  resolved,
  sampleId,
  sampleOf,
  withField,
} from './testing/schema-samples.ts';
import { createHttpTestApp, createTestApp, type HttpTestApp, type TestApp } from './testing/test-app.ts';

// Walks every operation of the published OpenAPI document, signed in as an administrator so that
// calls reach their handlers, and sends hostile values in each body field (the other fields kept
// plausible, from the operation's request schema), each path parameter and each query parameter,
// plus hostile bodies as a whole. Nothing a client can send may answer 5xx. On PGlite, because an
// unguarded NUL reaches the database there and fails.

let t: TestApp;
let token: string;
let document: OpenApiDocument;
let memory: { app: HttpTestApp['app']; token: string; document: OpenApiDocument; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  await t.createAccount({ email: 'admin-hostile@example.com', accountRoleType: 'Administrator' });
  token = await t.signIn('admin-hostile@example.com');
  document = await readJson(await t.app.request('/api/openapi.json'));
  const inMemory = await createHttpTestApp();
  await inMemory.createAccount({ email: 'admin-hostile@example.com', accountRoleType: 'Administrator' });
  memory = {
    app: inMemory.app,
    token: await signIn(inMemory.app, 'admin-hostile@example.com'),
    document: await readJson(await inMemory.app.request('/api/openapi.json')),
    close: inMemory.close,
  };
});
afterAll(async () => {
  await memory?.close();
  await t.close();
});

async function signIn(app: HttpTestApp['app'], email: string): Promise<string> {
  const response = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Member!2345' }),
  });
  return (await readJson(response)).data.token;
}

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly schema: JsonSchema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> };
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: OpenApiComponents;
}

/** Stands for a raw JSON text in a stringified body (a number JSON.stringify cannot write, deep nesting). */
const raw = (text: string) => `\u0001raw:${text}\u0001`;
const rawMarker = /"\\u0001raw:(.*?)\\u0001"/gs;
const toJson = (value: unknown) => JSON.stringify(value).replace(rawMarker, (_, text: string) => text);

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/**
 * Each free-text field alone gets a NUL, the other fields kept plausible, so that the text reaches
 * the handler and the database, which refuses it. A field that takes more than 900 characters also
 * gets the longest text it takes (at most 20,000 three-byte characters, under the 64 KB body
 * limit): PostgreSQL refuses an index entry above 2,704 bytes.
 */
/** A NUL inside a text as long as the field needs (a message takes at least 10 characters). */
const nulText = (minLength = 0) => `a\u0000${'b'.repeat(Math.max(minLength - 2, 1))}`;
const longTextFrom = 900;
const longestText = (maxLength: number | undefined) => '€'.repeat(Math.min(maxLength ?? 20_000, 20_000));

/** Every field of a body (or every query parameter) gets each of these at once: shapes and types. */
const shapeValues: Record<string, unknown> = {
  'only NUL': '\u0000',
  'lone surrogate': 'a\uD800b',
  'lone low surrogate': '\uDC00',
  '100 kB text': 'x'.repeat(100_000),
  'negative number': -1,
  fraction: 0.5,
  'huge number': raw(`1${'0'.repeat(400)}`),
  'unsafe integer': raw('123456789012345678901234567890'),
  boolean: true,
  null: null,
  object: { nested: 'a\u0000b' },
  array: ['a\u0000b'],
  'deep array': raw(deepArray(10_000)),
};

/**
 * What goes into a path or query parameter, already URL-encoded as a client would send it. The
 * texts that may reach the database go into each parameter alone, on PGlite; the shapes into
 * every parameter at once.
 */
const parameterTexts: Record<string, string> = {
  NUL: '%00',
  'NUL inside': 'a%00b',
  '100 kB text': 'x'.repeat(100_000),
};
const parameterShapes: Record<string, string> = {
  'invalid percent-encoding': '%E0%A4%A',
  'encoded surrogate': '%ED%A0%80',
  'overlong NUL': '%C0%80',
  'dots and slashes': '..%2F..%2Fetc',
  'negative number': '-1',
  'huge number': `1${'0'.repeat(400)}`,
  'not an id': 'not-an-id',
  empty: '',
};

/** Bodies sent whole, in place of the JSON object the operation expects. */
const wholeBodies: Record<string, { body?: string; type?: string }> = {
  'invalid JSON': { body: '{"a":', type: 'application/json' },
  'empty body': { body: '', type: 'application/json' },
  'an array': { body: '[]', type: 'application/json' },
  'a huge number': { body: `1${'0'.repeat(400)}`, type: 'application/json' },
  '10,000 nested arrays': { body: deepArray(10_000), type: 'application/json' },
  '5,000 nested objects': { body: deepObject(5_000), type: 'application/json' },
  'NUL in a key': { body: '{"\\u0000":"\\u0000"}', type: 'application/json' },
  'JSON as plain text': { body: '{"a":"\\u0000"}', type: 'text/plain' },
  'JSON without a type': { body: '{"a":"\\u0000"}' },
};

interface Call {
  readonly what: string;
  readonly method: string;
  readonly url: string;
  readonly body?: string | FormData;
  readonly type?: string;
}

/** The URL of an operation with plausible path and query parameters, some replaced. */
function urlOf(
  path: string,
  operation: Operation,
  replace: (parameter: Parameter) => string | undefined = () => undefined,
): string {
  const parameters = operation.parameters ?? [];
  const parameterValue = (parameter: Parameter) => {
    const replaced = replace(parameter);
    if (replaced !== undefined) return replaced;
    const sample = sampleOf(parameter.schema, document.components);
    return encodeURIComponent(
      String(parameter.in === 'path' && typeof sample === 'string' ? sampleId : sample),
    );
  };
  const withPath = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'path');
    return parameter ? parameterValue(parameter) : sampleId;
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${parameterValue(parameter)}`);
  return query.length > 0 ? `${withPath}?${query.join('&')}` : withPath;
}

/** A text a person types: a string without a list of choices (an id's or a date's format still lets NUL reach a check). */
function isFreeText(schema: JsonSchema): boolean {
  const s = resolved(schema, document.components);
  const types = typeof s.type === 'string' ? [s.type] : (s.type ?? []);
  return types.includes('string') && !s.enum && s.const === undefined;
}

function multipartOf(
  fields: Record<string, unknown>,
  fileFields: readonly string[],
  fileName = 'a.pdf',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (fileFields.includes(key))
      form.append(key, new Blob([minimalPdf() as Uint8Array<ArrayBuffer>]), fileName);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

function parameterCalls(
  path: string,
  method: string,
  operation: Operation,
): { database: Call[]; shapes: Call[] } {
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json ? { body: toJson(sampleOf(json, document.components)), type: 'application/json' } : {};
  const call = (what: string, replace: (parameter: Parameter) => string | undefined): Call => ({
    what,
    method,
    url: urlOf(path, operation, replace),
    ...body,
  });
  const parameters = (operation.parameters ?? []).filter(
    ({ in: where }) => where === 'path' || where === 'query',
  );
  const database: Call[] = [];
  const shapes: Call[] = [];
  for (const parameter of parameters) {
    if (parameter.in === 'query' && !isFreeText(parameter.schema)) continue;
    for (const [what, value] of Object.entries(parameterTexts)) {
      database.push(
        call(`${parameter.in} ${parameter.name}: ${what}`, (it) => (it === parameter ? value : undefined)),
      );
    }
  }
  for (const [what, value] of Object.entries(parameterShapes)) {
    for (const parameter of parameters.filter(({ in: where }) => where === 'path')) {
      shapes.push(call(`path ${parameter.name}: ${what}`, (it) => (it === parameter ? value : undefined)));
    }
    if (parameters.some(({ in: where }) => where === 'query')) {
      shapes.push(call(`every query parameter: ${what}`, (it) => (it.in === 'query' ? value : undefined)));
    }
  }
  return { database, shapes };
}

/** Each free-text field alone made hostile, the others kept plausible. */
function textFieldCalls(method: string, url: string, schema: JsonSchema): Call[] {
  const calls: Call[] = [];
  const sample = sampleOf(schema, document.components);
  for (const field of fieldPathsOf(schema, document.components)) {
    const fieldSchema = fieldSchemaOf(schema, field);
    if (!isFreeText(fieldSchema)) continue;
    const { minLength, maxLength } = resolved(fieldSchema, document.components);
    const values: Record<string, string> = { NUL: nulText(minLength) };
    if (maxLength === undefined || maxLength > longTextFrom) values['longest text'] = longestText(maxLength);
    for (const [what, value] of Object.entries(values)) {
      const body = toJson(withField(sample, field, value));
      calls.push({ what: `body ${field.join('.')}: ${what}`, method, url, body, type: 'application/json' });
    }
  }
  return calls;
}

/** Every field at once made one hostile shape. */
function shapeCalls(method: string, url: string, schema: JsonSchema): Call[] {
  const sample = sampleOf(schema, document.components);
  const fields = fieldPathsOf(schema, document.components);
  return Object.entries(shapeValues).map(([what, value]) => {
    const hostile = fields.reduce((body, field) => withField(body, field, value), sample);
    return {
      what: `every body field: ${what}`,
      method,
      url,
      body: toJson(hostile),
      type: 'application/json',
    };
  });
}

/** The schema of one field path (`items.0.name`) of an object schema. */
function fieldSchemaOf(schema: JsonSchema, path: readonly string[]): JsonSchema {
  let current = resolved(schema, document.components);
  for (const key of path) {
    const next = current.properties?.[key] ?? (/^\d+$/.test(key) ? current.items : undefined);
    current = resolved(next ?? {}, document.components);
  }
  return current;
}

function multipartCalls(method: string, url: string, schema: JsonSchema): Call[] {
  const calls: Call[] = [];
  const properties = Object.entries(schema.properties ?? {});
  const fileFields = properties.filter(([, value]) => value.format === 'binary').map(([key]) => key);
  const sample = sampleOf(schema, document.components) as Record<string, unknown>;
  const hostile = { NUL: 'a\u0000b', 'lone surrogate': 'a\uD800b' };
  for (const [key] of properties.filter(([name]) => !fileFields.includes(name))) {
    for (const [what, value] of Object.entries(hostile)) {
      calls.push({
        what: `form ${key}: ${what}`,
        method,
        url,
        body: multipartOf({ ...sample, [key]: value }, fileFields),
      });
    }
  }
  for (const [what, value] of Object.entries(hostile)) {
    calls.push({
      what: `file name: ${what}`,
      method,
      url,
      body: multipartOf(sample, fileFields, `${value}.pdf`),
    });
  }
  return calls;
}

/**
 * The hostile calls of one operation: those that may reach the database (texts in fields and
 * parameters), and those about shapes and types, which validation answers before any handler.
 */
function callsOf(path: string, method: string, operation: Operation): { database: Call[]; shapes: Call[] } {
  const url = urlOf(path, operation);
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const whole =
    method === 'GET'
      ? []
      : Object.entries(wholeBodies).map(([what, { body, type }]) => ({
          what: `whole body: ${what}`,
          method,
          url,
          ...(body !== undefined ? { body } : {}),
          ...(type ? { type } : {}),
        }));
  const parameters = parameterCalls(path, method, operation);
  return {
    database: [
      ...parameters.database,
      ...(json ? textFieldCalls(method, url, json) : []),
      ...(multipart ? multipartCalls(method, url, multipart) : []),
    ],
    shapes: [...parameters.shapes, ...(json ? shapeCalls(method, url, json) : []), ...whole],
  };
}

interface Walk {
  readonly app: TestApp['app'] | HttpTestApp['app'];
  readonly token: string;
  readonly calls: Call[];
}

/**
 * Every operation's calls. Those that may reach the database run on PGlite; shapes and types on
 * the in-memory app, where a signed-in call costs a tenth (they never get past validation), except
 * for the operations only PGlite's app has (the sandbox checkout's). Signing out comes last, so
 * the administrator's token works for everything else.
 */
function walks(): Walk[] {
  const onDatabase: Call[] = [];
  const inMemory: Call[] = [];
  const last: Call[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const { database, shapes } = callsOf(path, method.toUpperCase(), operation);
      const memoryHasIt = memory.document.paths[path]?.[method] !== undefined;
      (path === '/api/auth/logout' ? last : onDatabase).push(...database, ...(memoryHasIt ? [] : shapes));
      if (memoryHasIt) inMemory.push(...shapes);
    }
  }
  return [
    { app: t.app, token, calls: [...onDatabase, ...last] },
    { app: memory.app, token: memory.token, calls: inMemory },
  ];
}

describe('hostile input to every operation of the OpenAPI document', () => {
  it('never answers 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { app, token, calls } of walks()) {
      for (const call of calls) {
        const response = await app.request(call.url, {
          method: call.method,
          headers: {
            Authorization: `Bearer ${token}`,
            'Accept-Language': 'en',
            ...(call.type ? { 'Content-Type': call.type } : {}),
          },
          ...(call.body !== undefined ? { body: call.body } : {}),
        });
        sent += 1;
        const text = await response.text();
        if (response.status >= 500) {
          failures.push(
            `${response.status} ${call.method} ${call.url.slice(0, 100)} (${call.what}): ${text.slice(0, 100)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
  });
});
