import { localDateOf, membershipTimeZone } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRunCommand } from '../cli/jobs-commands.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Orders over HTTP: an administrator's grant by hand (a manual order with its note, an audit entry
// and the receipt), the member's subscription state and order history, and the daily reminders job
// mailing once per member and end date.

const dayMs = 86_400_000;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeTestKinds())('orders on %s', (kind) => {
  let t: TestApp;
  let packageId: string;
  let people = 0;

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    t.app.request(`/api${path}`, {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function ok(response: Response | Promise<Response>, status = 200) {
    const answer = await response;
    const body = await readJson(answer);
    if (answer.status !== status)
      throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** A fresh person of `role`, signed in now (tests move the clock: sessions end when idle). */
  const person = async (role: 'User' | 'Guest' | 'Salesman' | 'Administrator' = 'User', name = 'Zehra') => {
    people += 1;
    const email = `person${people}-ord-${kind}@example.com`;
    const { id } = await t.createAccount({ email, accountRoleType: role, name, surname: 'Aydın' });
    return { id, email, token: await t.signIn(email) };
  };
  const grant = (adminToken: string, accountId: string, note = 'Bank transfer 2026-11-02') =>
    call('POST', '/orders/grant', adminToken, { accountId, membershipPackageId: packageId, note });
  const mailsTo = async (email: string) => {
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 500 });
    return items.filter((mail) => mail.recipient === email).map((mail) => mail.template);
  };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const admin = await person('Administrator', 'Yönetici');
    const created = await ok(
      call('POST', '/membershippackages', admin.token, {
        code: 'COACHEE-6',
        nameTr: 'Danışan Paketi – 6 Ay',
        nameEn: 'Coachee Package – 6 Months',
        periodMonths: 6,
        priceUsd: '49',
      }),
      201,
    );
    packageId = created.membershipPackageId;
  });
  afterAll(() => t.close());

  it('records a grant as a manual order with its note (2001), audits it, mails the receipt, and extends from the current end', async () => {
    const admin = await person('Administrator', 'Yönetici');
    const member = await person();
    const response = await grant(admin.token, member.id);
    expect(response.status).toBe(201);
    const { code, data } = await readJson(response);
    expect(code).toBe(2001);
    expect(data.order).toMatchObject({
      orderNumber: expect.any(Number),
      membershipPackageId: packageId,
      packageCode: 'COACHEE-6',
      periodMonths: 6,
      priceUsd: '49.00',
      currency: 'USD',
      method: 'manual',
      note: 'Bank transfer 2026-11-02',
      grantedByName: 'Yönetici Aydın',
    });
    expect(data.subscriptionEndDate).toBe(data.order.endsAt);
    expect(await mailsTo(member.email)).toEqual(['orderReceipt']);
    const audit = await ok(call('GET', '/auditlog?search=orders.grant', admin.token));
    expect(audit.items.map((entry: { entityId: string }) => entry.entityId)).toContain(member.id);

    // A second grant adds its months after the first period, not from today.
    const second = await ok(grant(admin.token, member.id, 'Scholarship'), 201);
    expect(second.order.startsAt).toBe(data.order.endsAt);
    const history = await ok(call('GET', '/accounts/accountorderhistory', member.token));
    expect(history.map((order: { note: string }) => order.note)).toEqual([
      'Scholarship',
      'Bank transfer 2026-11-02',
    ]);
    const status = await ok(call('GET', '/accounts/checkaccountsubscription', member.token));
    expect(status).toMatchObject({
      active: true,
      subscriptionEndDate: second.subscriptionEndDate,
      expiringSoon: false,
      membershipPackage: { membershipPackageId: packageId, code: 'COACHEE-6', coachLevel: false },
    });
  });

  it('lists the orders for the back office with filters, opens one with its period, and refuses members and bad days', async () => {
    const admin = await person('Administrator', 'Yönetici');
    const salesman = await person('Salesman');
    const member = await person('User', 'Şükrü');
    const { order } = await ok(grant(admin.token, member.id, 'Havale 42'), 201);
    // The filter's days are Istanbul's: after 21:00 UTC the UTC date is already yesterday there.
    const today = localDateOf(new Date(order.createdAt), membershipTimeZone);

    const found = await ok(
      call('GET', `/orders?search=sukru&method=manual&from=${today}&to=${today}`, salesman.token),
    );
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(found.items[0]).toMatchObject({
      orderId: order.orderId,
      buyerName: 'Şükrü Aydın',
      buyerEmail: member.email,
      accountId: member.id,
      note: 'Havale 42',
      provider: null,
      providerReference: null,
    });
    expect((await ok(call('GET', '/orders?search=sukru&provider=iyzico', admin.token))).total).toBe(0);
    const one = await ok(call('GET', `/orders/${order.orderId}`, admin.token));
    expect(one).toEqual({
      order: found.items[0],
      checkout: null,
      period: { startsAt: order.startsAt, endsAt: order.endsAt },
    });

    expect((await call('GET', '/orders', member.token)).status).toBe(403);
    const unknown = await call('GET', `/orders/${unknownId}`, admin.token);
    expect(unknown.status).toBe(404);
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-11-10&to=2026-11-01', 'to'],
      ['method=cash', 'method'],
    ] as const) {
      const refused = await call('GET', `/orders?${query}`, admin.token);
      expect(refused.status, query).toBe(400);
      expect(Object.keys((await readJson(refused)).data.fields), query).toEqual([field]);
    }
  });

  it('exports the orders the filters find as a .csv job, to salesmen too, and refuses bad days', async () => {
    const admin = await person('Administrator', 'Yönetici');
    const salesman = await person('Salesman');
    const member = await person('User', 'Ümran');
    await ok(grant(admin.token, member.id, '=Havale 43'), 201);
    const body = { language: 'en', format: 'csv', search: 'umran', method: 'manual' };
    const job = await ok(call('POST', '/orders/exports', salesman.token, body), 201);
    expect(job).toMatchObject({ kind: 'orders', format: 'csv', status: 'pending', rowsTotal: 1 });
    expect(await jobsRunCommand(t.composition, 'exports.run', () => {})).toBe(0);
    const done = await ok(call('GET', `/exports/${job.id}`, salesman.token));
    expect(done).toMatchObject({ status: 'ready', rowsDone: 1 });
    expect(done.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await call('GET', `/exports/${job.id}/file`, salesman.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, row, end] = (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.startsWith('Order no.,Date,Buyer,E-mail,Package,')).toBe(true);
    expect(row).toContain(`Ümran Aydın,${member.email},`);
    // The note starts like a formula: neutralised in the CSV, and only it.
    expect(row).toContain(",'=Havale 43,");
    expect(end).toBe('');

    expect((await call('POST', '/orders/exports', member.token, body)).status).toBe(403);
    const refused = await call('POST', '/orders/exports', admin.token, {
      from: '2026-11-10',
      to: '2026-11-01',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((await readJson(refused)).data.fields)).toEqual(['to']);
  });

  it('makes a guest a member by a grant, and refuses staff (4065), unknown people (4003) and packages (4002)', async () => {
    const admin = await person('Administrator', 'Yönetici');
    const guest = await person('Guest');
    await ok(grant(admin.token, guest.id), 201);
    expect((await ok(call('GET', '/auth/userinfo', guest.token))).accountRoleType).toBe('User');

    const salesman = await person('Salesman');
    for (const [accountId, status, code] of [
      [salesman.id, 409, 4065],
      [admin.id, 409, 4065],
      [unknownId, 404, 4003],
    ] as const) {
      const response = await grant(admin.token, accountId);
      expect(response.status, accountId).toBe(status);
      expect((await readJson(response)).code).toBe(code);
    }
    const unknownPackage = await call('POST', '/orders/grant', admin.token, {
      accountId: guest.id,
      membershipPackageId: unknownId,
      note: 'x',
    });
    expect(unknownPackage.status).toBe(404);
    expect((await readJson(unknownPackage)).code).toBe(4002);

    const blank = await call('POST', '/orders/grant', admin.token, {
      accountId: guest.id,
      membershipPackageId: packageId,
      note: ' ',
    });
    expect(blank.status).toBe(400);
    expect(Object.keys((await readJson(blank)).data.fields)).toEqual(['note']);
    // Salesmen read orders but do not grant.
    expect((await grant(salesman.token, guest.id)).status).toBe(403);
    expect(await mailsTo(salesman.email)).toEqual([]);
  });

  it("lets the back office read anybody's orders, answering 404 / 4002 for an unknown account", async () => {
    const admin = await person('Administrator', 'Yönetici');
    const salesman = await person('Salesman');
    const member = await person();
    await ok(grant(admin.token, member.id), 201);
    for (const token of [admin.token, salesman.token]) {
      const orders = await ok(call('GET', `/accounts/accountorderhistory?accountId=${member.id}`, token));
      expect(orders).toHaveLength(1);
    }
    const unknown = await call('GET', `/accounts/accountorderhistory?accountId=${unknownId}`, admin.token);
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).code).toBe(4002);
    expect((await call('GET', '/accounts/accountorderhistory?accountId=nope', admin.token)).status).toBe(400);
  });

  it('counts down to the end: expiring within 7 days, then ended; the reminders job mails each once', async () => {
    const admin = await person('Administrator', 'Yönetici');
    const member = await person();
    const { subscriptionEndDate } = await ok(grant(admin.token, member.id), 201);
    const end = new Date(subscriptionEndDate).getTime();
    const runReminders = async () => {
      const lines: string[] = [];
      expect(
        await jobsRunCommand(t.composition, 'membership.reminders', (line) => void lines.push(line)),
      ).toBe(0);
      return lines.at(-1) ?? '';
    };
    const subscription = async () =>
      ok(call('GET', '/accounts/checkaccountsubscription', await t.signIn(member.email)));

    const started = t.clock.now();
    try {
      t.clock.set(new Date(end - 3 * dayMs));
      expect(await subscription()).toMatchObject({ active: true, daysLeft: 3, expiringSoon: true });
      expect(await runReminders()).toMatch(/expiring [1-9]\d*, expired 0\.$/);
      expect(await runReminders()).toMatch(/expiring 0, expired 0\.$/);

      t.clock.set(new Date(end + dayMs));
      expect(await subscription()).toMatchObject({ active: false, daysLeft: null, expiringSoon: false });
      expect(await runReminders()).toMatch(/expired [1-9]\d*\.$/);
      expect(await runReminders()).toMatch(/expiring 0, expired 0\.$/);
      const mails = await mailsTo(member.email);
      expect(mails.filter((template) => template === 'membershipExpiring')).toHaveLength(1);
      expect(mails.filter((template) => template === 'membershipExpired')).toHaveLength(1);
    } finally {
      t.clock.set(started);
    }
  });
});
