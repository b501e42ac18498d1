import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('audit log on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({
      email: 'admin@example.com',
      accountRoleType: 'Administrator',
      password: 'Office!2345',
    });
    adminToken = await t.signIn('admin@example.com', 'Office!2345');
    for (const [nameEn, lower, upper] of [
      ['Bronze', 0, 9],
      ['Silver', 10, 19],
    ] as const) {
      t.clock.advanceSeconds(1);
      await call('post', '/api/accountbadges', adminToken, { nameTr: `${nameEn} tr`, nameEn, lower, upper });
    }
  });
  afterAll(() => t.close());

  function call(method: string, path: string, token?: string, body?: unknown) {
    return t.app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  it('lists administrator actions newest first, with who, when, before and after', async () => {
    const response = await call('get', '/api/auditlog?entityType=badge', adminToken);
    expect(response.status).toBe(200);
    const { data } = await readJson(response);
    expect(data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(data.items[0]).toMatchObject({
      action: 'badges.create',
      actorLabel: 'admin@example.com',
      entityType: 'badge',
      before: null,
      after: { nameEn: 'Silver', lower: 10, upper: 19 },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const searched = await readJson(
      await call('get', '/api/auditlog?search=badges.create&sort=createdAt&pageSize=1', adminToken),
    );
    expect(searched.data).toMatchObject({ total: 2, items: [{ after: { nameEn: 'Bronze' } }] });
    const types = await readJson(await call('get', '/api/auditlog/entitytypes', adminToken));
    expect(types.data.entityTypes).toContain('badge');
  });

  it('refuses an unknown sort with 400, and offers no call that changes an entry', async () => {
    expect((await call('get', '/api/auditlog?sort=action', adminToken)).status).toBe(400);
    for (const method of ['put', 'post', 'delete']) {
      expect((await call(method, '/api/auditlog', adminToken, { id: 1 })).status).toBe(405);
    }
  });

  it('is closed to salesmen (403) and to callers not signed in (401)', async () => {
    await t.createAccount({
      email: 'sales@example.com',
      accountRoleType: 'Salesman',
      password: 'Office!2345',
    });
    const salesToken = await t.signIn('sales@example.com', 'Office!2345');
    expect((await call('get', '/api/auditlog', salesToken)).status).toBe(403);
    expect((await call('get', '/api/auditlog')).status).toBe(401);
    expect((await call('post', '/api/auditlog/exports', salesToken, { format: 'csv' })).status).toBe(403);
  });

  it('exports the entries the filters find as a job, and refuses a filter the log does not take (400)', async () => {
    const started = await call('post', '/api/auditlog/exports', adminToken, {
      language: 'en',
      format: 'csv',
      entityType: 'badge',
    });
    expect(started.status).toBe(201);
    expect((await readJson(started)).data).toMatchObject({ kind: 'audit', status: 'pending', rowsTotal: 2 });
    const refused = await call('post', '/api/auditlog/exports', adminToken, { entityId: 'x'.repeat(101) });
    expect(refused.status).toBe(400);
    const answer = await readJson(refused);
    expect([answer.code, Object.keys(answer.data.fields)]).toEqual([4034, ['entityId']]);
  });
});
