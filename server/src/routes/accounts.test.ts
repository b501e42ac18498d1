import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('password calls on %s', (kind) => {
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

  /**
   * The newest reset mail as the outbox renders it for a preview (text version), once the job that
   * the request's commit wakes on a running server has run (ADR 0036).
   */
  async function newestResetMail() {
    const job = t.composition.operations.jobs.find(({ name }) => name === 'passwords.sendResetLinks');
    expect(await job?.run()).toEqual({ requests: 1, mailed: 1 });
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

describe.each(routeTestKinds())('account administration calls on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let salesmanToken: string;
  let memberToken: string;
  let member: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const created = await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    admin = { id: created.id, token: await t.signIn('admin@example.com') };
    await t.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    salesmanToken = await t.signIn('sales@example.com');
    member = await t.createAccount({ email: 'ayse@example.com', name: 'Ayşe', surname: 'Demir' });
    memberToken = await t.signIn('ayse@example.com');
  });
  afterAll(() => t.close());

  const call = (
    method: string,
    path: string,
    {
      body,
      token,
      language = 'en',
      from,
    }: { body?: unknown; token?: string; language?: string; from?: string } = {},
  ) =>
    t.app.request(
      path,
      {
        method,
        headers: {
          'Accept-Language': language,
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      from
        ? { incoming: { socket: { remoteAddress: from, remotePort: 50_000, remoteFamily: 'IPv4' } } }
        : undefined,
    );

  const zehra = {
    name: 'Zehra',
    surname: 'Çelik',
    email: 'zehra@example.com',
    accountRoleType: 'User',
    identityNumber: '10000000146',
    phone: '+90 532 123 45 67',
    languages: ['tr'],
  };

  it('creates an account (201, 2001) and mails its set-password link; the list and the view show it', async () => {
    const created = await call('POST', '/api/accounts', { body: zehra, token: admin.token });
    expect(created.status).toBe(201);
    const body = await readJson(created);
    expect(body).toEqual({
      code: 2001,
      message: 'Record added.',
      data: expect.objectContaining({ email: 'zehra@example.com', setPasswordMailed: true }),
    });
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 1 });
    expect(items[0]).toMatchObject({ template: 'setPassword', recipient: 'zehra@example.com' });

    const list = await call('GET', '/api/accounts?search=%C3%A7elik&sort=-email&page=1&pageSize=5', {
      token: salesmanToken,
    });
    expect(list.status).toBe(200);
    expect((await readJson(list)).data).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 5,
      items: [{ accountId: body.data.accountId, phone: '+905321234567', hasPassword: false }],
    });
    const view = await call('GET', `/api/accounts/${body.data.accountId}`, { token: salesmanToken });
    expect(view.status).toBe(200);
    const viewed = (await readJson(view)).data;
    // A salesman sees the identity number masked; an administrator whole (ADR 0033).
    expect(viewed).toMatchObject({ email: 'zehra@example.com', identityNumber: '100******46' });
    expect(viewed).not.toHaveProperty('passwordHash');
    const adminView = await call('GET', `/api/accounts/${body.data.accountId}`, { token: admin.token });
    expect((await readJson(adminView)).data).toMatchObject({ identityNumber: '10000000146' });
  });

  it('creates an account with a password unverified and mails the verification link; it signs in once verified', async () => {
    const email = 'kaan@example.com';
    const password = 'Kuzey-Rüzgarı!7';
    const created = await call('POST', '/api/accounts', {
      body: { ...zehra, email, identityNumber: undefined, passportNumber: 'U7654321', password },
      token: admin.token,
    });
    expect(created.status).toBe(201);
    expect((await readJson(created)).data).toMatchObject({
      setPasswordMailed: false,
      verificationMailed: true,
    });
    const signIn = () => call('POST', '/api/auth/login', { body: { email, password } });
    expect((await readJson(await signIn())).code).toBe(4010);
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 50 });
    const mails = items.filter((mail) => mail.recipient === email);
    expect(mails).toEqual([expect.objectContaining({ template: 'verifyEmail' })]);
    const verified = await call('POST', '/api/auth/verifyemail', { body: { token: mails[0]?.data.token } });
    expect(verified.status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  it('names each bad field in the caller’s language (400, 4034)', async () => {
    const refused = await call('POST', '/api/accounts', {
      body: { ...zehra, email: 'bad-fields@example.com', phone: '12345', identityNumber: '10000000145' },
      token: admin.token,
      language: 'tr',
    });
    expect(refused.status).toBe(400);
    const body = await readJson(refused);
    expect(body.code).toBe(4034);
    expect(body.data.fields).toEqual({
      phone: expect.stringContaining('Telefon numarası geçerli değil'),
      identityNumber: expect.stringContaining('T.C. kimlik numarası geçerli değil'),
    });
    const withoutDocument = await call('POST', '/api/accounts', {
      body: { ...zehra, email: 'no-document@example.com', identityNumber: '' },
      token: admin.token,
    });
    expect((await readJson(withoutDocument)).data.fields).toEqual({
      identityNumber: 'Turkish citizens give their identity number; others give a passport number.',
      passportNumber: 'Turkish citizens give their identity number; others give a passport number.',
    });
  });

  it('answers duplicates with 409: 4006 for the e-mail address, 4018 for the identity number', async () => {
    await call('POST', '/api/accounts', {
      body: { ...zehra, email: 'dup@example.com', identityNumber: '12345678950' },
      token: admin.token,
    });
    const email = await call('POST', '/api/accounts', {
      body: { ...zehra, email: 'DUP@example.com' },
      token: admin.token,
    });
    expect(email.status).toBe(409);
    expect(await readJson(email)).toMatchObject({
      code: 4006,
      message: 'This e-mail address is already in use.',
    });
    const identity = await call('POST', '/api/accounts', {
      body: { ...zehra, email: 'dup2@example.com', identityNumber: '12345678950' },
      token: admin.token,
    });
    expect(identity.status).toBe(409);
    expect(await readJson(identity)).toMatchObject({ code: 4018 });
  });

  it('edits an account (2002) but refuses to change its e-mail address (400)', async () => {
    const edited = await call('PUT', '/api/accounts', {
      body: { accountId: member.id, surname: 'Demir-Kaya', phone: '' },
      token: admin.token,
    });
    expect(edited.status).toBe(200);
    expect(await readJson(edited)).toMatchObject({
      code: 2002,
      data: { surname: 'Demir-Kaya', phone: null },
    });
    const email = await call('PUT', '/api/accounts', {
      body: { accountId: member.id, email: 'new@example.com' },
      token: admin.token,
    });
    expect(email.status).toBe(400);
    expect((await readJson(email)).data.fields).toEqual({ email: 'This field is not expected.' });
  });

  it('takes the passport number back unchanged, refuses a changed one (409, 4089) in either language', async () => {
    const visitor = await t.createAccount({ email: 'john@example.com', passportNumber: 'U1234567' });
    const same = await call('PUT', '/api/accounts', {
      body: { accountId: visitor.id, name: 'John', identityNumber: null, passportNumber: 'u1234567' },
      token: admin.token,
    });
    expect(same.status).toBe(200);
    const changed = await call('PUT', '/api/accounts', {
      body: { accountId: visitor.id, passportNumber: 'U7654321' },
      token: admin.token,
      language: 'tr',
    });
    expect(changed.status).toBe(409);
    expect(await readJson(changed)).toMatchObject({
      code: 4089,
      message: expect.stringContaining('Kimlik numarasını düzelt'),
    });
  });

  it('corrects a passport number with a reason (200, 2002): audit entry and mail; salesmen 403', async () => {
    const visitor = await t.createAccount({
      email: 'sarah@example.com',
      passportNumber: 'P7654312',
      language: 'en',
    });
    const body = { accountId: visitor.id, passportNumber: 'P7654321', reason: 'Last two digits swapped' };
    expect((await call('POST', '/api/accounts/correctidentity', { body, token: salesmanToken })).status).toBe(
      403,
    );
    const corrected = await call('POST', '/api/accounts/correctidentity', { body, token: admin.token });
    expect(corrected.status).toBe(200);
    expect(await readJson(corrected)).toMatchObject({
      code: 2002,
      data: { accountId: visitor.id, passportNumber: 'P7654321' },
    });
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 50 });
    expect(items.filter((mail) => mail.template === 'identityCorrected')).toHaveLength(1);
    expect(items.find((mail) => mail.template === 'identityCorrected')).toMatchObject({
      recipient: 'sarah@example.com',
      language: 'en',
      data: { ending: '4321', reason: 'Last two digits swapped' },
    });
    const audit = await t.composition.ports.repositories.auditLog.search({
      search: '',
      offset: 0,
      limit: 50,
    });
    expect(audit.items.find((entry) => entry.action === 'accounts.correctIdentity')).toMatchObject({
      entityId: visitor.id,
      after: { passportNumber: 'P7654321', reason: 'Last two digits swapped' },
    });
    const again = await call('POST', '/api/accounts/correctidentity', { body, token: admin.token });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ code: 4091 });
    const taken = await call('POST', '/api/accounts/correctidentity', {
      body: { ...body, accountId: member.id },
      token: admin.token,
    });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ code: 4090 });
  });

  it('refuses an administrator’s own account (409, 4046), and salesmen edits and deletions (403)', async () => {
    const own = await call('POST', '/api/accounts/changeaccess', {
      body: { accountId: admin.id, status: 'passive' },
      token: admin.token,
    });
    expect(own.status).toBe(409);
    expect(await readJson(own)).toMatchObject({ code: 4046 });
    for (const [method, path, body] of [
      ['PUT', '/api/accounts', { accountId: member.id, name: 'X' }],
      ['DELETE', '/api/accounts', { accountId: member.id }],
      ['POST', '/api/accounts/changeaccess', { accountId: member.id, isLocked: true }],
    ] as const) {
      const refused = await call(method, path, { body, token: salesmanToken });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/api/accounts', { token: memberToken })).status).toBe(403);
    expect((await call('GET', '/api/accounts')).status).toBe(401);
  });

  it('locks an account, which ends its sessions at once, and deletes one (2003)', async () => {
    const target = await t.createAccount({ email: 'leaving@example.com' });
    const token = await t.signIn('leaving@example.com');
    const locked = await call('POST', '/api/accounts/changeaccess', {
      body: { accountId: target.id, isLocked: true },
      token: admin.token,
    });
    expect(locked.status).toBe(200);
    expect((await call('GET', '/api/auth/userinfo', { token })).status).toBe(401);
    // The list's "locked" filter finds it; a bad value is a field error, never a 500.
    const lockedList = await readJson(
      await call('GET', '/api/accounts?locked=true&sort=-createdAt&page=1&pageSize=50', {
        token: admin.token,
      }),
    );
    expect(lockedList.data.items.map((account: { email: string }) => account.email)).toContain(
      'leaving@example.com',
    );
    expect(lockedList.data.items.every((account: { isLocked: boolean }) => account.isLocked)).toBe(true);
    const unlockedList = await readJson(
      await call('GET', '/api/accounts?locked=false&search=leaving', { token: admin.token }),
    );
    expect(unlockedList.data.total).toBe(0);
    const bad = await call('GET', '/api/accounts?locked=maybe', { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).data.fields).toHaveProperty('locked');
    const deleted = await call('DELETE', '/api/accounts', {
      body: { accountId: target.id },
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toMatchObject({ code: 2003, data: null });
    const gone = await call('GET', `/api/accounts/${target.id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expect(await readJson(gone)).toMatchObject({ code: 4003 });
  });

  it('keeps `accounts/{id}` from answering the fixed paths under accounts/', async () => {
    expect((await call('GET', '/api/accounts/not-an-id', { token: admin.token })).status).toBe(400);
    const own = await call('GET', '/api/accounts/accountprofiledetail', { token: memberToken });
    expect((await readJson(own)).data?.fields?.id).toBeUndefined();
  });

  it('lists the roles a salesman may give', async () => {
    const roles = await readJson(await call('GET', '/api/accountroles', { token: salesmanToken }));
    expect(roles.data.filter((role: { assignable: boolean }) => role.assignable)).toEqual([
      { accountRoleType: 'Guest', assignable: true },
      { accountRoleType: 'User', assignable: true },
    ]);
  });

  it('tells anybody whether an e-mail address is taken, as a boolean, 20 times per address', async () => {
    const ask = (email: string) =>
      call('POST', '/api/accounts/isexistaccount', { body: { email }, from: '198.51.100.23' });
    expect(await readJson(await ask('ayse@example.com'))).toEqual({
      code: 2004,
      message: 'Transaction successful.',
      data: true,
    });
    expect((await readJson(await ask('nobody@example.com'))).data).toBe(false);
    for (let n = 2; n < 20; n += 1) await ask(`probe${n}@example.com`);
    const limited = await ask('ayse@example.com');
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toMatchObject({ code: 4040 });
  });
});
