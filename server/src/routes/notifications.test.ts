import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// One call per route shape (ADR 0055): the list with the unread count, one read, all read. Which
// events write notifications is proven on the memory tier (adapters/src/use-cases/notifications.test.ts).
describe.each(routeTestKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const member = await t.createAccount({ email: 'ayse@example.com', password: 'Member!2345' });
    token = await t.signIn('ayse@example.com', 'Member!2345');
    await t.composition.ports.unitOfWork.run(({ repositories }) =>
      repositories.notifications.addMany(
        ['2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z'].map((createdAt) => ({
          kind: 'membershipEnding' as const,
          data: { subscriptionEndDate: '2026-03-09T10:00:00.000Z', ended: false },
          link: 'user/membership-renewal',
          accountId: member.id,
          createdAt: new Date(createdAt),
        })),
      ),
    );
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('lists, marks one read, then all read', async () => {
    const listed = await readJson(await call('GET', '/api/notifications?pageSize=1'));
    expect(listed.data).toMatchObject({ total: 2, unread: 2, page: 1, pageSize: 1 });
    expect(listed.data.items).toEqual([
      {
        id: expect.any(String),
        kind: 'membershipEnding',
        data: { subscriptionEndDate: '2026-03-09T10:00:00.000Z', ended: false },
        link: 'user/membership-renewal',
        createdAt: '2026-03-02T11:00:00.000Z',
        readAt: null,
      },
    ]);
    expect((await call('POST', '/api/notifications/read', { id: listed.data.items[0].id })).status).toBe(200);
    expect((await readJson(await call('GET', '/api/notifications'))).data.unread).toBe(1);
    const all = await readJson(await call('POST', '/api/notifications/readall', {}));
    expect(all.data).toEqual({ marked: 1 });
    expect((await readJson(await call('GET', '/api/notifications'))).data.unread).toBe(0);
  });
});
