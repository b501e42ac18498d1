import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Membership packages over HTTP: the administrators' create, read, update and delete (retire when
// anything names the package), the public list of packages on sale, and answers to bad input
// (400 with translated field messages, never 500).

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeTestKinds())('membership packages on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let salesman: string;
  let member: string;
  let memberId: string;
  let created = 0;

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    t.app.request(`/api${path}`, {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  async function ok(response: Response | Promise<Response>, status = 200) {
    const answer = await response;
    const body = await readJson(answer);
    if (answer.status !== status)
      throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** A new package with a code of its own; fields as an administrator types them. */
  const newPackage = (fields: Record<string, unknown> = {}) => {
    created += 1;
    return {
      code: `pkg-${created}`,
      nameTr: `Paket ${created}`,
      nameEn: `Package ${created}`,
      periodMonths: 6,
      priceUsd: '49.9',
      coachLevel: false,
      ...fields,
    };
  };
  const create = (fields: Record<string, unknown> = {}) =>
    ok(call('POST', '/membershippackages', admin, newPackage(fields)), 201);
  const onSale = async () =>
    (await ok(call('GET', '/membershippackages'))).map((item: { code: string }) => item.code) as string[];

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: `admin-pkg-${kind}@example.com`, accountRoleType: 'Administrator' });
    await t.createAccount({ email: `sales-pkg-${kind}@example.com`, accountRoleType: 'Salesman' });
    memberId = (await t.createAccount({ email: `zehra-pkg-${kind}@example.com` })).id;
    admin = await t.signIn(`admin-pkg-${kind}@example.com`);
    salesman = await t.signIn(`sales-pkg-${kind}@example.com`);
    member = await t.signIn(`zehra-pkg-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('creates a package (2001), shows it to visitors, reads it by id and updates it (2002)', async () => {
    const response = await call('POST', '/membershippackages', admin, newPackage({ coachLevel: true }));
    expect(response.status).toBe(201);
    const { code, message, data } = await readJson(response);
    expect(code).toBe(2001);
    expect(message).toBe('Record added.');
    expect(data).toEqual({
      membershipPackageId: expect.any(String),
      // Codes are kept upper-case, prices as text with two decimals.
      code: `PKG-${created}`,
      nameTr: `Paket ${created}`,
      nameEn: `Package ${created}`,
      periodMonths: 6,
      priceUsd: '49.90',
      coachLevel: true,
      retiredAt: null,
    });
    expect(await onSale()).toContain(data.code);
    expect(await ok(call('GET', `/membershippackages/${data.membershipPackageId}`))).toEqual(data);

    const updated = await call('PUT', '/membershippackages', admin, {
      ...newPackage({ code: data.code, nameEn: 'Coach Package – 6 Months', priceUsd: '59' }),
      membershipPackageId: data.membershipPackageId,
    });
    expect(updated.status).toBe(200);
    expect(await readJson(updated)).toMatchObject({
      code: 2002,
      data: {
        membershipPackageId: data.membershipPackageId,
        nameEn: 'Coach Package – 6 Months',
        priceUsd: '59.00',
      },
    });
  });

  it('answers 409 / 4005 on the code field for a code that another package has', async () => {
    const first = await create();
    const taken = await call(
      'POST',
      '/membershippackages',
      admin,
      newPackage({ code: first.code.toLowerCase() }),
    );
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ code: 4005, data: { field: 'code' } });

    const second = await create();
    const renamed = await call('PUT', '/membershippackages', admin, {
      ...newPackage({ code: first.code }),
      membershipPackageId: second.membershipPackageId,
    });
    expect(renamed.status).toBe(409);
    expect((await readJson(renamed)).code).toBe(4005);
  });

  it('deletes a package nothing names (2003), and retires one with an order: off sale, still readable', async () => {
    const unused = await create();
    const deleted = await call('DELETE', '/membershippackages', admin, {
      membershipPackageId: unused.membershipPackageId,
    });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toMatchObject({
      code: 2003,
      data: { membershipPackageId: unused.membershipPackageId, outcome: 'deleted' },
    });
    expect((await call('GET', `/membershippackages/${unused.membershipPackageId}`)).status).toBe(404);

    const bought = await create();
    await ok(
      call('POST', '/orders/grant', admin, {
        accountId: memberId,
        membershipPackageId: bought.membershipPackageId,
        note: 'Bank transfer',
      }),
      201,
    );
    const retired = await ok(
      call('DELETE', '/membershippackages', admin, { membershipPackageId: bought.membershipPackageId }),
    );
    expect(retired).toEqual({ membershipPackageId: bought.membershipPackageId, outcome: 'retired' });
    expect(await onSale()).not.toContain(bought.code);
    // The order and the package it names still read.
    const kept = await ok(call('GET', `/membershippackages/${bought.membershipPackageId}`));
    expect(kept.retiredAt).toEqual(expect.any(String));
    const history = await ok(call('GET', '/accounts/accountorderhistory', member));
    expect(history.map((order: { packageCode: string }) => order.packageCode)).toContain(bought.code);
    // A retired package cannot be bought or granted.
    const buy = await call('POST', '/payment/prepayment', member, {
      membershipPackageId: bought.membershipPackageId,
    });
    expect(buy.status).toBe(409);
    expect((await readJson(buy)).code).toBe(4062);
    const grant = await call('POST', '/orders/grant', admin, {
      accountId: memberId,
      membershipPackageId: bought.membershipPackageId,
      note: 'Again',
    });
    expect(grant.status).toBe(409);
    expect((await readJson(grant)).code).toBe(4062);
    // Deleting it again keeps it retired.
    expect(
      await ok(
        call('DELETE', '/membershippackages', admin, { membershipPackageId: bought.membershipPackageId }),
      ),
    ).toMatchObject({ outcome: 'retired' });

    // The back office sees retired packages on request; others may not ask.
    for (const token of [admin, salesman]) {
      const all = await ok(call('GET', '/membershippackages?includeRetired=true', token));
      expect(all.map((item: { code: string }) => item.code)).toContain(bought.code);
    }
    expect((await call('GET', '/membershippackages?includeRetired=true', member)).status).toBe(403);
    expect((await call('GET', '/membershippackages?includeRetired=true')).status).toBe(401);
    // A token that no longer works changes nothing on the public list: it is read as no token.
    expect(await ok(call('GET', '/membershippackages', 'ended-session-token'))).toEqual(
      await ok(call('GET', '/membershippackages')),
    );
    expect(await ok(call('GET', '/membershippackages?includeRetired=false', member))).toEqual(
      await ok(call('GET', '/membershippackages')),
    );
  });

  it('answers 404 / 4002 for an unknown package, and keeps packages to administrators (403 for salesmen)', async () => {
    for (const [method, path, body] of [
      ['GET', `/membershippackages/${unknownId}`, undefined],
      ['PUT', '/membershippackages', { ...newPackage(), membershipPackageId: unknownId }],
      ['DELETE', '/membershippackages', { membershipPackageId: unknownId }],
    ] as const) {
      const response = await call(method, path, admin, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await readJson(response)).code).toBe(4002);
    }
    const bySalesman = await call('POST', '/membershippackages', salesman, newPackage());
    expect(bySalesman.status).toBe(403);
    expect((await readJson(bySalesman)).code).toBe(4033);
  });

  it('answers bad input with 400 / 4034 and a message per field, never 500', async () => {
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      const { code, data } = await readJson(response);
      expect(code).toBe(4034);
      return Object.keys(data.fields).sort();
    };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ code: '' }, ['code']],
      [{ code: 'two words' }, ['code']],
      [{ code: 'x'.repeat(41) }, ['code']],
      [{ nameTr: ' ', nameEn: 'y'.repeat(101) }, ['nameEn', 'nameTr']],
      [{ periodMonths: 0 }, ['periodMonths']],
      [{ periodMonths: 61 }, ['periodMonths']],
      [{ periodMonths: 1.5 }, ['periodMonths']],
      [{ periodMonths: 'six' }, ['periodMonths']],
      [{ priceUsd: '0' }, ['priceUsd']],
      [{ priceUsd: '-5' }, ['priceUsd']],
      [{ priceUsd: '100000' }, ['priceUsd']],
      [{ priceUsd: '9.999' }, ['priceUsd']],
      [{ priceUsd: 'free' }, ['priceUsd']],
      [{ priceUsd: 49 }, ['priceUsd']],
      [{ coachLevel: 'yes' }, ['coachLevel']],
    ];
    for (const [fields, expected] of cases) {
      const response = await call('POST', '/membershippackages', admin, newPackage(fields));
      expect(await fieldsOf(response), JSON.stringify(fields)).toEqual(expected);
    }
    expect(await fieldsOf(await call('PUT', '/membershippackages', admin, newPackage()))).toEqual([
      'membershipPackageId',
    ]);
    expect(
      await fieldsOf(await call('DELETE', '/membershippackages', admin, { membershipPackageId: 'x' })),
    ).toEqual(['membershipPackageId']);
    expect((await call('GET', '/membershippackages/not-an-id')).status).toBe(400);
    expect((await call('GET', '/membershippackages?includeRetired=maybe')).status).toBe(400);
    for (const body of ['{"code":', '[]', 'null', '"text"']) {
      const response = await call('POST', '/membershippackages', admin, body);
      expect(response.status, body).toBe(400);
    }
  });
});
