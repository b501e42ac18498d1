import {
  createBadge,
  defaultApplicationSettings,
  execute,
  listAuditEntityTypes,
  listAuditLog,
  type UseCaseContext,
  updateApplicationSettings,
} from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
let admin: UseCaseContext;

beforeEach(async () => {
  world = testContext();
  await world.createAccount({
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    password: 'Office!2345',
  });
  admin = await world.signedIn(await world.signIn('admin@example.com', 'Office!2345'));
  for (const [name, lower, upper] of [
    ['Bronze', 0, 9],
    ['Silver', 10, 19],
    ['Gold', 20, 29],
  ] as const) {
    world.clock.advanceSeconds(60);
    await execute(createBadge, admin, { nameTr: `${name} TR`, nameEn: name, lower, upper });
  }
  world.clock.advanceSeconds(60);
  await execute(updateApplicationSettings, admin, {
    applicationSettings: { ...defaultApplicationSettings, penaltyPoints: 8 },
  });
});

describe('audit log listing', () => {
  it('lists newest first with who, what, when, before and after', async () => {
    const page = await execute(listAuditLog, admin, {});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((entry) => entry.action)).toEqual([
      'settings.update',
      'badges.create',
      'badges.create',
      'badges.create',
    ]);
    expect(page.items[0]).toMatchObject({
      actorAccountId: admin.actor.kind === 'account' ? admin.actor.accountId : '',
      actorLabel: 'admin@example.com',
      entityType: 'applicationSettings',
      before: expect.objectContaining({ penaltyPoints: 7 }),
      after: expect.objectContaining({ penaltyPoints: 8 }),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages, sorts oldest first, searches and filters by entity', async () => {
    const second = await execute(listAuditLog, admin, { page: 2, pageSize: 3 });
    expect(second.items.map((entry) => entry.after?.nameEn)).toEqual(['Bronze']);
    const oldest = await execute(listAuditLog, admin, { sort: 'createdAt', pageSize: 1 });
    expect(oldest.items[0]?.after).toMatchObject({ nameEn: 'Bronze' });
    expect((await execute(listAuditLog, admin, { search: 'SETTINGS' })).total).toBe(1);
    const badges = await execute(listAuditLog, admin, { entityType: 'badge' });
    expect(badges.total).toBe(3);
    const gold = badges.items[0];
    const one = await execute(listAuditLog, admin, { entityType: 'badge', entityId: gold?.entityId ?? '' });
    expect(one.items).toEqual([gold]);
  });

  it('names the entity types it holds, for the filter', async () => {
    expect(await execute(listAuditEntityTypes, admin, {})).toEqual({
      entityTypes: ['applicationSettings', 'badge'],
    });
  });

  it('is for administrators only (audit.read): salesmen and members get 4033', async () => {
    await world.createAccount({
      email: 'sales@example.com',
      accountRoleType: 'Salesman',
      password: 'Office!2345',
    });
    await world.createAccount({ email: 'ayse@example.com' });
    for (const [email, password] of [
      ['sales@example.com', 'Office!2345'],
      ['ayse@example.com', 'Member!2345'],
    ] as const) {
      const ctx = await world.signedIn(await world.signIn(email, password));
      await expect(execute(listAuditLog, ctx, {})).rejects.toMatchObject({ code: 4033 });
    }
  });
});
