import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('badges on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await seedDemoData({ ...t.composition.ports, actor: { kind: 'system' } });
    adminToken = await t.signIn('admin@example.com', 'Office!2345');
    memberToken = await t.signIn('mehmet@example.com');
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string, body?: unknown, language = 'en') =>
    t.app.request(path, {
      method,
      headers: {
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const diamond = { nameTr: 'Elmas', nameEn: 'Diamond', lower: 100001, upper: 200000 };

  it('lists the seeded badges to a member, lowest range first', async () => {
    const response = await call('get', '/api/accountbadges?pageSize=100', memberToken);
    expect(response.status).toBe(200);
    const { data } = await readJson(response);
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: 100 });
    expect(data.items.map((badge: { nameEn: string }) => badge.nameEn)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
    ]);
    const one = await call('get', `/api/accountbadges/${data.items[2].accountBadgeId}`, memberToken);
    expect((await readJson(one)).data).toEqual(data.items[2]);
  });

  it('adds (201, 2001), changes (2002) and deletes (2003, body {accountBadgeId}) a badge', async () => {
    const added = await call('post', '/api/accountbadges', adminToken, diamond);
    expect(added.status).toBe(201);
    const { code, data } = await readJson(added);
    expect(code).toBe(2001);
    expect(data).toMatchObject({ ...diamond, descriptionTr: '', descriptionEn: '' });
    const changed = await call('put', '/api/accountbadges', adminToken, {
      ...diamond,
      accountBadgeId: data.accountBadgeId,
      descriptionEn: 'The very top.',
    });
    expect(changed.status).toBe(200);
    expect(await readJson(changed)).toMatchObject({ code: 2002, data: { descriptionEn: 'The very top.' } });
    const deleted = await call('delete', '/api/accountbadges', adminToken, {
      accountBadgeId: data.accountBadgeId,
    });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ code: 2003, message: 'Record deleted.', data: null });
  });

  it('refuses an overlap with 409 and 4044, in the caller’s language, naming the badges', async () => {
    const response = await call('post', '/api/accountbadges', adminToken, { ...diamond, lower: 50000 }, 'tr');
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({
      code: 4044,
      message: 'Rozetlerin puan aralıkları çakışmamalı ve aralarında boşluk kalmamalıdır.',
      data: {
        problems: [
          {
            kind: 'overlap',
            from: 50000,
            to: 100000,
            badges: [
              expect.objectContaining({ nameTr: 'Platin', lower: 100, upper: 100000 }),
              { accountBadgeId: null, nameTr: 'Elmas', nameEn: 'Diamond', lower: 50000, upper: 200000 },
            ],
          },
        ],
      },
    });
  });

  it('refuses a reversed range on its field (400, 4034) and a taken name (409, 4005 naming the field)', async () => {
    const reversed = await call('post', '/api/accountbadges', adminToken, { ...diamond, lower: 9, upper: 1 });
    expect(reversed.status).toBe(400);
    expect(await readJson(reversed)).toMatchObject({
      code: 4034,
      data: { fields: { upper: 'The lower limit cannot be above the upper limit.' } },
    });
    const taken = await call('post', '/api/accountbadges', adminToken, { ...diamond, nameEn: 'Gold' });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ code: 4005, data: { field: 'nameEn' } });
  });

  it('lets members read but not write (403), and nobody signed out read (401)', async () => {
    expect((await call('post', '/api/accountbadges', memberToken, diamond)).status).toBe(403);
    expect(
      (await call('delete', '/api/accountbadges', memberToken, { accountBadgeId: crypto.randomUUID() }))
        .status,
    ).toBe(403);
    expect((await call('get', '/api/accountbadges')).status).toBe(401);
  });

  it('answers 404 for an unknown badge', async () => {
    const unknown = crypto.randomUUID();
    expect((await call('get', `/api/accountbadges/${unknown}`, memberToken)).status).toBe(404);
    expect((await call('delete', '/api/accountbadges', adminToken, { accountBadgeId: unknown })).status).toBe(
      404,
    );
  });
});
