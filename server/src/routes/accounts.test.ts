import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('password calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, token?: string, language = 'en') =>
    t.app.request(path, {
      method: 'POST',
      headers: {
        'Accept-Language': language,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  /** The newest reset mail as the outbox renders it for a preview (text version). */
  async function newestResetMail() {
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    const mail = items[0];
    if (mail?.template !== 'resetPassword') throw new Error('no reset mail was queued');
    return { mail, rendered: await t.composition.ports.mailRenderer.render(mail as never, mail.language) };
  }

  it('mails a link to /en/newpassword/{token} in the asked language, and the link sets the password', async () => {
    await t.createAccount({ email: `reset-${kind}@example.com`, name: 'Ayşe', surname: 'Demir' });
    const asked = await post('/api/accounts/forgotpassword', {
      email: `reset-${kind}@example.com`,
      language: 'en',
    });
    expect(asked.status).toBe(200);
    expect(await readJson(asked)).toEqual({ code: 2004, message: 'Transaction successful.', data: null });

    const { mail, rendered } = await newestResetMail();
    expect(rendered.subject).toBe('Choose a new password');
    const token = String(mail.data.token);
    expect(rendered.text).toContain(`/en/newpassword/${token}`);

    const set = await post('/api/accounts/setpassword', { token, password: 'Kuzey-Rüzgarı!7' });
    expect(set.status).toBe(200);
    expect(
      (await post('/api/auth/login', { email: `reset-${kind}@example.com`, password: 'Kuzey-Rüzgarı!7' }))
        .status,
    ).toBe(200);
    const again = await post(
      '/api/accounts/setpassword',
      { token, password: 'Kuzey-Rüzgarı!7' },
      undefined,
      'tr',
    );
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({ code: 4042, message: expect.stringContaining('bağlantı') });
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const unknown = await post('/api/accounts/forgotpassword', { email: `ghost-${kind}@example.com` });
    expect(unknown.status).toBe(200);
    expect(await readJson(unknown)).toEqual({ code: 2004, message: 'Transaction successful.', data: null });
  });

  it('changes the password of the signed-in account, with the current one checked on its field', async () => {
    await t.createAccount({ email: `change-${kind}@example.com` });
    const token = await t.signIn(`change-${kind}@example.com`);
    const wrong = await post(
      '/api/accounts/changepassword',
      { currentPassword: 'x', newPassword: 'Kuzey-Rüzgarı!7' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).data.fields).toEqual({
      currentPassword: 'Your current password is not correct.',
    });
    const common = await post(
      '/api/accounts/changepassword',
      { currentPassword: 'Member!2345', newPassword: 'Password1!' },
      token,
      'tr',
    );
    expect(common.status).toBe(400);
    expect((await readJson(common)).data.fields).toEqual({
      newPassword: expect.stringContaining('çok kolay tahmin edilir'),
    });
    const changed = await post(
      '/api/accounts/changepassword',
      { currentPassword: 'Member!2345', newPassword: 'Kuzey-Rüzgarı!7' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(await readJson(changed)).toMatchObject({ code: 2002 });
  });
});
