import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRunCommand } from '../cli/jobs-commands.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Bulk actions on accounts over HTTP (ADR 0052): counted, started, carried out by their job in
// keyset batches on the real database, followed; one audit entry per account changed.

describe.each(routeTestKinds())('bulk actions on accounts on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let salesman: string;
  let packageId: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    await t.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
    for (const [email, name] of [
      ['ayse@example.com', 'Ayşe'],
      ['burak@example.com', 'Burak'],
      ['cem@example.com', 'Cem'],
    ] as const) {
      await t.createAccount({ email, name, surname: 'Toplu' });
    }
    admin = await t.signIn('admin@example.com');
    salesman = await t.signIn('sales@example.com');
    const created = await call('/api/membershippackages', admin, {
      method: 'POST',
      body: JSON.stringify({
        code: 'GIFT-1',
        nameTr: 'Hediye ay',
        nameEn: 'Gift month',
        periodMonths: 1,
        priceUsd: '10.00',
        coachLevel: false,
      }),
    });
    packageId = (await readJson(created)).data.membershipPackageId;
  });
  afterAll(() => t.close());

  function call(path: string, token: string, init: RequestInit = {}) {
    return t.app.request(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
  }
  const post = (path: string, token: string, body: object) =>
    call(path, token, { method: 'POST', body: JSON.stringify(body) });

  it('counts, starts, runs and reports an extension of every member the filter finds', async () => {
    const body = {
      action: 'extendMembership',
      selection: { filter: { search: 'toplu' } },
      membershipPackageId: packageId,
      reason: 'Programme anniversary',
    };
    const preview = await post('/api/accounts/bulkactions/preview', admin, body);
    expect(preview.status).toBe(200);
    expect((await readJson(preview)).data).toEqual({ selected: 3, changes: 3, skipped: [] });

    const started = await post('/api/accounts/bulkactions', admin, body);
    expect(started.status).toBe(201);
    const job = (await readJson(started)).data;
    expect(job).toMatchObject({ action: 'extendMembership', status: 'pending', rowsDone: 0, rowsTotal: 3 });

    expect(await jobsRunCommand(t.composition, 'accounts.bulkActions', () => {})).toBe(0);

    const done = await call(`/api/accounts/bulkactions/${job.id}`, admin);
    expect(done.status).toBe(200);
    expect((await readJson(done)).data).toMatchObject({
      status: 'done',
      rowsDone: 3,
      rowsTotal: 3,
      changed: 3,
      skipped: [],
    });
    const audit = await readJson(await call('/api/auditlog?search=orders.grant&pageSize=50', admin));
    expect(
      audit.data.items.filter((entry: { action: string }) => entry.action === 'orders.grant'),
    ).toHaveLength(3);
  });

  it('makes picked accounts passive, leaving the administrator’s own and telling why', async () => {
    const page = (await readJson(await call('/api/accounts?search=toplu&sort=email', admin))).data;
    const ids = page.items.map((item: { accountId: string }) => item.accountId);
    const own = (await readJson(await call('/api/accounts?search=admin%40example.com', admin))).data.items[0]
      .accountId;
    const body = { action: 'makePassive', selection: { accountIds: [...ids.slice(0, 2), own] } };
    expect((await readJson(await post('/api/accounts/bulkactions/preview', admin, body))).data).toEqual({
      selected: 3,
      changes: 2,
      skipped: [{ reason: 'ownAccount', count: 1 }],
    });
    const job = (await readJson(await post('/api/accounts/bulkactions', admin, body))).data;
    expect(await jobsRunCommand(t.composition, 'accounts.bulkActions', () => {})).toBe(0);
    expect((await readJson(await call(`/api/accounts/bulkactions/${job.id}`, admin))).data).toMatchObject({
      status: 'done',
      changed: 2,
      skipped: [{ reason: 'ownAccount', count: 1 }],
    });
    const passive = (await readJson(await call('/api/accounts?search=toplu&status=passive', admin))).data;
    expect(passive.total).toBe(2);
  });

  it('refuses salesmen (4033), bad input (4034) and an unknown job (4002)', async () => {
    const forbidden = await post('/api/accounts/bulkactions', salesman, {
      action: 'makePassive',
      selection: { filter: {} },
    });
    expect([forbidden.status, (await readJson(forbidden)).code]).toEqual([403, 4033]);
    const invalid = await post('/api/accounts/bulkactions/preview', admin, {
      action: 'extendMembership',
      selection: { filter: {} },
    });
    expect([invalid.status, (await readJson(invalid)).code]).toEqual([400, 4034]);
    const unknown = await call('/api/accounts/bulkactions/00000000-0000-4000-8000-000000000000', admin);
    expect([unknown.status, (await readJson(unknown)).code]).toEqual([404, 4002]);
  });
});
