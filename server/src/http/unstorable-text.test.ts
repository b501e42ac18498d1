import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';
import { unstorableFieldsOf } from './unstorable-text.ts';

// The answer of the one guard against text PostgreSQL cannot store: 400 / 4034 naming each field in
// the caller's language, wherever the text came in. That no call answers 5xx for it is walked over
// every operation in hostile-input.test.ts.

let t: HttpTestApp;
let token: string;
beforeAll(async () => {
  t = await createHttpTestApp();
  await t.createAccount({ email: 'unstorable@example.com', accountRoleType: 'Administrator' });
  const response = await t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'unstorable@example.com', password: 'Member!2345' }),
  });
  token = (await readJson(response)).data.token;
});
afterAll(() => t.close());

const refused = (fields: string[], language: 'tr' | 'en') => {
  const text = {
    tr: 'Bu alanda saklanamayan bir karakter var (NUL gibi bir denetim karakteri ya da bozuk bir karakter). Lütfen çıkarın.',
    en: 'This field holds a character that cannot be stored (a control character such as NUL, or a broken one). Please remove it.',
  }[language];
  return { code: 4034, data: { fields: Object.fromEntries(fields.map((field) => [field, text])) } };
};

function call(path: string, init: { method?: string; body?: string; language?: 'tr' | 'en' } = {}) {
  return t.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': init.language ?? 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

describe('text that cannot be stored', () => {
  it('in a JSON body, nested or in a key, is refused with 400 / 4034 naming each field, in both languages', async () => {
    const body = JSON.stringify({
      nameTr: 'Altın\u0000',
      nameEn: 'Gold',
      ranges: [{ label: 'a\uD800' }],
      'key\u0000': 'x',
    });
    for (const language of ['tr', 'en'] as const) {
      const response = await call('/api/accountbadges', { method: 'POST', body, language });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject(
        refused(['key\uFFFD', 'ranges.0.label', 'nameTr'], language),
      );
    }
  });

  it('in a query parameter or a path parameter, is refused naming the parameter', async () => {
    const query = await call('/api/accounts?search=a%00b&page=1');
    expect(query.status).toBe(400);
    expect(await readJson(query)).toMatchObject(refused(['search'], 'en'));
    const path = await call('/api/accountbadges/a%00b');
    expect(path.status).toBe(400);
    expect(await readJson(path)).toMatchObject(refused(['id'], 'en'));
  });

  it('leaves alone what only looks like it: an escaped backslash before u0000, a NUL spelled %2500, emoji', async () => {
    const body = JSON.stringify({ nameTr: '\\u0000 🙂', nameEn: 'x' });
    expect(body).toContain('\\\\u0000');
    const response = await call('/api/accountbadges', { method: 'POST', body });
    expect((await readJson(response)).data?.fields ?? {}).not.toHaveProperty('nameTr');
    const query = await call('/api/accounts?search=%2500');
    expect(query.status).toBe(200);
  });
});

describe('unstorableFieldsOf', () => {
  it('walks 30,000 levels of nesting without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 30_000; level += 1) deep = [deep];
    const [field] = unstorableFieldsOf({ deep });
    expect(field?.split('.')).toHaveLength(20);
  });
});
