import { inProcessSpreadsheet } from '@coach/adapters/excel/test-workbooks';
import { maxImportRows, xlsxContentType } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// A member's own data over HTTP (KVKK): the download in both formats, and the deletion of the
// account by password and mailed link, with its refusals in both languages.

const spreadsheet = inProcessSpreadsheet();

describe.each(routeTestKinds())('a member’s own data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string, body?: unknown, language = 'en') =>
    t.app.request(`/api${path}`, {
      method,
      headers: {
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('downloads the data as JSON and as a workbook, only for the signed-in account', async () => {
    const email = `mydata-${kind}@example.com`;
    await t.createAccount({ email, name: 'Veri', surname: 'Sahibi' });
    const token = await t.signIn(email);

    const json = await call('GET', '/accounts/mydata?format=json&language=en', token);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('content-disposition')).toMatch(/filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    const data = (await json.json()) as { account: { email: string }; settings: object };
    expect(data.account.email).toBe(email);

    const xlsx = await call('GET', '/accounts/mydata?format=xlsx&language=tr', token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(xlsxContentType);
    const reading = await spreadsheet.read(new Uint8Array(await xlsx.arrayBuffer()), {
      maxRows: maxImportRows,
    });
    if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
    expect(reading.header).toEqual(['Alan', 'Değer']);
    expect(reading.rows.map((row) => row.cells)).toContainEqual(['email', email]);

    expect((await call('GET', '/accounts/mydata?format=pdf', token)).status).toBe(400);
    expect((await call('GET', '/accounts/mydata')).status).toBe(401);
  });

  it('deletes the account by its password and the link mailed to /en/deleteaccount/{token}', async () => {
    const email = `leaving-${kind}@example.com`;
    await t.createAccount({ email, name: 'Leyla', surname: 'Gider' });
    const token = await t.signIn(email);

    const wrong = await call('POST', '/accounts/requestdeletion', token, { password: 'Nope!2345' }, 'tr');
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toMatchObject({
      code: 4083,
      message: 'Şifre hatalı. Hesabınız silinmedi.',
    });

    const asked = await call('POST', '/accounts/requestdeletion', token, {
      password: 'Member!2345',
      language: 'en',
    });
    expect(asked.status).toBe(200);
    expect((await readJson(asked)).data).toEqual({ email, expiresInMinutes: 60 });
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    const mail = items[0];
    if (mail?.template !== 'deleteAccount') throw new Error('no deletion mail was queued');
    const rendered = await t.composition.ports.mailRenderer.render(mail as never, mail.language);
    expect(rendered.subject).toBe('Confirm the deletion of your account');
    const link = String(mail.data.token);
    expect(rendered.text).toContain(`/en/deleteaccount/${link}`);

    const confirmed = await call('POST', '/accounts/confirmdeletion', undefined, { token: link });
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).code).toBe(2003);
    // Signed out: the session's token no longer works, and the password no longer signs in.
    expect((await call('GET', '/auth/userinfo', token)).status).toBe(401);
    await expect(t.signIn(email)).rejects.toThrow('sign-in failed');

    const again = await call('POST', '/accounts/confirmdeletion', undefined, { token: link }, 'tr');
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({
      code: 4084,
      message: expect.stringContaining('silinmedi'),
    });
  });
});
