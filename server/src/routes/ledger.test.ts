import { execute, verifyLedger } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContextOf } from '../composition.ts';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// The points ledger over HTTP: a member's own entries with the balance after each, administrators'
// reads of any member and their adjustments (an entry with a note, in the audit log), the checks
// of the input, and that every balance still equals the sum of its entries afterwards.

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeTestKinds())('the points ledger on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;
  let adminId: string;
  let guest: string;
  let salesman: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `led${kind}`);
    ({ id: adminId } = await t.createAccount({
      email: `admin-led-${kind}@example.com`,
      accountRoleType: 'Administrator',
    }));
    await t.createAccount({ email: `guest-led-${kind}@example.com`, accountRoleType: 'Guest' });
    await t.createAccount({ email: `sales-led-${kind}@example.com`, accountRoleType: 'Salesman' });
    admin = await t.signIn(`admin-led-${kind}@example.com`);
    guest = await t.signIn(`guest-led-${kind}@example.com`);
    salesman = await t.signIn(`sales-led-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const adjust = (token: string | undefined, body: unknown, language = 'en') =>
    p.call('POST', '/ledger/adjust', token, body, language);

  it('shows a member their own entries, oldest first, with the balance after each', async () => {
    const member = await p.member();
    await p.grantPoints(member.id, 5);
    t.clock.advanceSeconds(60);
    await p.ok(adjust(admin, { accountId: member.id, delta: -2, note: 'Late to a session' }), 201);
    const response = await p.call('GET', '/ledger', member.token);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ code: 2004, data: { accountId: member.id, balance: 3 } });
    expect(
      body.data.entries.map(
        (entry: { delta: number; reason: string; balanceAfter: number; note: string | null }) => [
          entry.delta,
          entry.reason,
          entry.balanceAfter,
          entry.note,
        ],
      ),
    ).toEqual([
      [5, 'opening_balance', 5, null],
      [-2, 'admin_adjustment', 3, 'Late to a session'],
    ]);
    // Asking for one's own account by id is the same.
    expect((await p.ok(p.call('GET', `/ledger?accountId=${member.id}`, member.token))).balance).toBe(3);
  });

  it('lets administrators read any member’s ledger; a member reading another’s is refused', async () => {
    const member = await p.member();
    const other = await p.member();
    await p.grantPoints(member.id, 4);
    expect((await p.ok(p.call('GET', `/ledger?accountId=${member.id}`, admin))).balance).toBe(4);
    const foreign = await p.call('GET', `/ledger?accountId=${member.id}`, other.token);
    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).code).toBe(4033);
    const unknown = await p.call('GET', `/ledger?accountId=${unknownId}`, admin);
    expect(unknown.status).toBe(404);
    for (const accountId of ['abc', '-1', '10000', "1' or '1'='1"]) {
      const response = await p.call('GET', `/ledger?accountId=${encodeURIComponent(accountId)}`, admin);
      expect(response.status, accountId).toBe(400);
      expect((await readJson(response)).data.fields).toHaveProperty('accountId');
    }
    // Without accountId, the administrator's own (empty) ledger.
    expect(await p.ok(p.call('GET', '/ledger', admin))).toMatchObject({ accountId: adminId, entries: [] });
  });

  it('tells administrators who made each entry: the administrator by name, null for the system; members are not told', async () => {
    const member = await p.member();
    await p.grantPoints(member.id, 5);
    t.clock.advanceSeconds(60);
    const adjusted = await p.ok(
      adjust(admin, { accountId: member.id, delta: 3, note: 'Mentoring day' }),
      201,
    );
    expect(adjusted.actor).toEqual({ accountId: adminId, fullName: expect.any(String) });
    const adminName = adjusted.actor.fullName;
    expect(adminName.length).toBeGreaterThan(0);
    const read = await p.ok(p.call('GET', `/ledger?accountId=${member.id}`, admin));
    expect(
      read.entries.map((entry: { reason: string; actor: unknown }) => [entry.reason, entry.actor]),
    ).toEqual([
      ['opening_balance', null],
      ['admin_adjustment', { accountId: adminId, fullName: adminName }],
    ]);
    const own = await p.ok(p.call('GET', '/ledger', member.token));
    expect(own.entries.map((entry: Record<string, unknown>) => 'actor' in entry)).toEqual([false, false]);
  });

  it('adjusts points with a note (201 / 2001): an admin_adjustment entry, in the audit log', async () => {
    const member = await p.member();
    const response = await adjust(admin, { accountId: member.id, delta: 12, note: 'Workshop volunteer' });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({
      code: 2001,
      data: {
        delta: 12,
        reason: 'admin_adjustment',
        note: 'Workshop volunteer',
        projectId: null,
        balanceAfter: 12,
      },
    });
    expect((await p.ok(p.call('GET', '/ledger', member.token))).balance).toBe(12);
    const audit = await t.composition.ports.repositories.auditLog.search({
      search: '',
      entityId: member.id,
      offset: 0,
      limit: 5,
    });
    expect(audit.items.map((entry) => entry.action)).toContain('ledger.adjust');
    // A negative score is allowed: the ledger records what happened.
    await p.ok(adjust(admin, { accountId: member.id, delta: -20, note: 'Correction of an import' }), 201);
    expect((await p.ok(p.call('GET', '/ledger', member.token))).balance).toBe(-8);
  });

  it('checks the adjustment: translated field messages in both languages, 404 for an unknown member, never 500', async () => {
    const member = await p.member();
    const fieldsOf = async (body: unknown, language = 'en') => {
      const response = await adjust(admin, body, language);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await readJson(response);
      expect(answer.code).toBe(4034);
      return answer.data.fields;
    };
    expect(await fieldsOf({ accountId: member.id, delta: 0, note: 'Nothing' })).toEqual({
      delta: expect.any(String),
    });
    const zeroEnglish = (await fieldsOf({ accountId: member.id, delta: 0, note: 'Nothing' })).delta;
    const zeroTurkish = (await fieldsOf({ accountId: member.id, delta: 0, note: 'Nothing' }, 'tr')).delta;
    expect(zeroTurkish).not.toBe(zeroEnglish);
    expect(await fieldsOf({ accountId: member.id, note: 'Nothing' }, 'tr')).toEqual({
      delta: 'Bu alan zorunludur.',
    });
    expect(await fieldsOf({ accountId: member.id, delta: 5 })).toEqual({ note: 'This field is required.' });
    for (const delta of ['abc', '5', 1.5, 1001, -1001, 10000, null]) {
      expect(await fieldsOf({ accountId: member.id, delta, note: 'Nothing' })).toHaveProperty('delta');
    }
    for (const note of ['', '  ', 'ab', 'x'.repeat(501), 42]) {
      expect(await fieldsOf({ accountId: member.id, delta: 1, note })).toHaveProperty('note');
    }
    for (const accountId of [undefined, 'abc', -1, 10000]) {
      expect(await fieldsOf({ accountId, delta: 1, note: 'Nothing' })).toHaveProperty('accountId');
    }
    for (const body of ['not json', '[]', 'null']) expect((await adjust(admin, body)).status, body).toBe(400);
    const unknown = await adjust(admin, { accountId: unknownId, delta: 1, note: 'Nobody' });
    expect(unknown.status).toBe(404);
    expect((await p.ok(p.call('GET', '/ledger', member.token))).balance).toBe(0);
  });

  it('adjusts for administrators only; the ledger is read by members, guests and administrators', async () => {
    const member = await p.member();
    for (const [token, status, code] of [
      [member.token, 403, 4033],
      [salesman, 403, 4033],
      [guest, 403, 4033],
      [undefined, 401, 4001],
    ] as const) {
      const response = await adjust(token, { accountId: member.id, delta: 1, note: 'Not allowed' });
      expect(response.status).toBe(status);
      expect((await readJson(response)).code).toBe(code);
    }
    expect((await p.call('GET', '/ledger', guest)).status).toBe(200);
    expect((await p.call('GET', '/ledger', salesman)).status).toBe(403);
    expect((await p.call('GET', '/ledger')).status).toBe(401);
  });

  it('exports a member’s entries as a job for administrators; salesmen and members are refused, a bad id is 400', async () => {
    const member = await p.member();
    await p.grantPoints(member.id, 5);
    const body = { language: 'en', format: 'csv', accountId: member.id };
    const job = await p.ok(p.call('POST', '/ledger/exports', admin, body), 201);
    expect(job).toMatchObject({ kind: 'ledger', format: 'csv', status: 'pending', rowsTotal: 1 });
    for (const token of [salesman, member.token]) {
      const refused = await p.call('POST', '/ledger/exports', token, body);
      expect([refused.status, (await readJson(refused)).code]).toEqual([403, 4033]);
    }
    const invalid = await p.call('POST', '/ledger/exports', admin, { accountId: 'someone' });
    expect(invalid.status).toBe(400);
    const answer = await readJson(invalid);
    expect([answer.code, Object.keys(answer.data.fields)]).toEqual([4034, ['accountId']]);
  });

  it('keeps every balance equal to the sum of its entries (verify-ledger)', async () => {
    const { mismatches, accounts } = await execute(verifyLedger, systemContextOf(t.composition), {});
    expect(accounts).toBeGreaterThan(3);
    expect(mismatches).toEqual([]);
  });
});
