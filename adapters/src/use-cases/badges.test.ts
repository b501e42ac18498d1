import {
  type BadgeView,
  type CreateBadgeInput,
  createBadge,
  deleteBadge,
  execute,
  getBadge,
  listBadges,
  type UseCaseContext,
  updateBadge,
} from '@coach/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestWorld, testContext } from '../testing/test-context.ts';

let world: TestWorld;
let admin: UseCaseContext;
let member: UseCaseContext;

const badge = (nameEn: string, lower: number, upper: number): CreateBadgeInput => ({
  nameTr: `${nameEn} TR`,
  nameEn,
  lower,
  upper,
  descriptionTr: '',
  descriptionEn: '',
});

/** The four demo ranges: Bronze ..9, Silver 10–29, Gold 30–99, Platinum 100.. */
async function seedFour(): Promise<Record<string, BadgeView>> {
  const made: Record<string, BadgeView> = {};
  for (const [name, lower, upper] of [
    ['Bronze', -1000, 9],
    ['Silver', 10, 29],
    ['Gold', 30, 99],
    ['Platinum', 100, 100000],
  ] as const) {
    made[name] = await execute(createBadge, admin, badge(name, lower, upper));
  }
  return made;
}

const ranges = async () =>
  (await execute(listBadges, member, { pageSize: 100 })).items.map((b) => [b.nameEn, b.lower, b.upper]);

beforeEach(async () => {
  world = testContext();
  await world.createAccount({
    email: 'admin@example.com',
    accountRoleType: 'Administrator',
    password: 'Office!2345',
  });
  await world.createAccount({
    email: 'sales@example.com',
    accountRoleType: 'Salesman',
    password: 'Office!2345',
  });
  await world.createAccount({ email: 'ayse@example.com' });
  admin = await world.signedIn(await world.signIn('admin@example.com', 'Office!2345'));
  member = await world.signedIn(await world.signIn('ayse@example.com'));
});

describe('creating badges', () => {
  it('adds badges that join end to end, and lists them to any signed-in account', async () => {
    await seedFour();
    expect(await ranges()).toEqual([
      ['Bronze', -1000, 9],
      ['Silver', 10, 29],
      ['Gold', 30, 99],
      ['Platinum', 100, 100000],
    ]);
  });

  it('refuses an overlap, naming both badges and the scores they share (4044)', async () => {
    await seedFour();
    const refusal = execute(createBadge, admin, badge('Diamond', 90000, 200000));
    await expect(refusal).rejects.toMatchObject({
      code: 4044,
      data: {
        problems: [
          {
            kind: 'overlap',
            from: 90000,
            to: 100000,
            badges: [
              { accountBadgeId: expect.any(String), nameEn: 'Platinum', lower: 100, upper: 100000 },
              { accountBadgeId: null, nameEn: 'Diamond', lower: 90000, upper: 200000 },
            ],
          },
        ],
      },
    });
    expect(await ranges()).toHaveLength(4);
  });

  it('refuses a gap above the highest badge, naming the scores nobody would hold (4044)', async () => {
    await seedFour();
    await expect(execute(createBadge, admin, badge('Diamond', 100002, 200000))).rejects.toMatchObject({
      code: 4044,
      data: {
        problems: [
          {
            kind: 'gap',
            from: 100001,
            to: 100001,
            badges: [
              expect.objectContaining({ nameEn: 'Platinum' }),
              expect.objectContaining({ nameEn: 'Diamond' }),
            ],
          },
        ],
      },
    });
  });

  it('with adjustNeighbours, inserts a badge inside another by trimming it', async () => {
    await seedFour();
    await execute(createBadge, admin, { ...badge('Gold+', 60, 99), adjustNeighbours: true });
    expect(await ranges()).toEqual([
      ['Bronze', -1000, 9],
      ['Silver', 10, 29],
      ['Gold', 30, 59],
      ['Gold+', 60, 99],
      ['Platinum', 100, 100000],
    ]);
  });

  it('refuses, even with adjustNeighbours, a range that swallows a whole badge', async () => {
    await seedFour();
    const refusal = execute(createBadge, admin, { ...badge('Wide', 5, 120), adjustNeighbours: true });
    await expect(refusal).rejects.toMatchObject({ code: 4044 });
    const problems = (await refusal.catch((error) => error.data.problems)) as Array<{ kind: string }>;
    expect(problems.map((problem) => problem.kind)).toContain('overlap');
    expect(await ranges()).toHaveLength(4);
  });

  it('refuses a lower bound above the upper one on the upper field (4034 rangeOrder)', async () => {
    await expect(execute(createBadge, admin, badge('Upside down', 10, 5))).rejects.toMatchObject({
      code: 4034,
      data: { fields: { upper: { key: 'rangeOrder' } } },
    });
  });

  it('refuses a Turkish or English name already used, whatever its case (4005 naming the field)', async () => {
    await seedFour();
    await expect(
      execute(createBadge, admin, { ...badge('Diamond', 100001, 200000), nameTr: 'GOLD tr' }),
    ).rejects.toMatchObject({ code: 4005, data: { field: 'nameTr' } });
    await expect(
      execute(createBadge, admin, { ...badge('platinum', 100001, 200000), nameTr: 'Elmas' }),
    ).rejects.toMatchObject({
      code: 4005,
      data: { field: 'nameEn' },
    });
  });

  it('lets only administrators write (members and salesmen get 4033)', async () => {
    await expect(execute(createBadge, member, badge('Mine', 0, 10))).rejects.toMatchObject({ code: 4033 });
    const salesman = await world.signedIn(await world.signIn('sales@example.com', 'Office!2345'));
    await expect(execute(createBadge, salesman, badge('Mine', 0, 10))).rejects.toMatchObject({ code: 4033 });
    await expect(execute(listBadges, world.anonymous, {})).rejects.toMatchObject({ code: 4001 });
  });
});

describe('changing badges', () => {
  it('refuses moving one side of a boundary alone: an overlap one way, a gap the other', async () => {
    const { Bronze, Silver } = await seedFour();
    const widerBronze = execute(updateBadge, admin, {
      ...badge('Bronze', -1000, 14),
      accountBadgeId: Bronze?.accountBadgeId ?? '',
    });
    await expect(widerBronze).rejects.toMatchObject({
      code: 4044,
      data: { problems: [{ kind: 'overlap', from: 10, to: 14 }] },
    });
    const narrowerSilver = execute(updateBadge, admin, {
      ...badge('Silver', 15, 29),
      accountBadgeId: Silver?.accountBadgeId ?? '',
    });
    await expect(narrowerSilver).rejects.toMatchObject({
      code: 4044,
      data: { problems: [{ kind: 'gap', from: 10, to: 14 }] },
    });
  });

  it('moves a boundary in one step with adjustNeighbours, and logs the neighbour it moved', async () => {
    const { Bronze, Silver } = await seedFour();
    await execute(updateBadge, admin, {
      ...badge('Bronze', -1000, 14),
      accountBadgeId: Bronze?.accountBadgeId ?? '',
      adjustNeighbours: true,
    });
    expect(await ranges()).toEqual([
      ['Bronze', -1000, 14],
      ['Silver', 15, 29],
      ['Gold', 30, 99],
      ['Platinum', 100, 100000],
    ]);
    const log = await world.ports.repositories.auditLog.search({
      search: '',
      offset: 0,
      limit: 10,
      entityType: 'badge',
    });
    expect(log.items.filter((entry) => entry.action === 'badges.update')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityId: Silver?.accountBadgeId,
          before: expect.objectContaining({ lower: 10 }),
          after: expect.objectContaining({ lower: 15 }),
        }),
        expect.objectContaining({
          entityId: Bronze?.accountBadgeId,
          before: expect.objectContaining({ upper: 9 }),
          after: expect.objectContaining({ upper: 14 }),
        }),
      ]),
    );
  });

  it('changes names and descriptions, refusing a name another badge has (4005)', async () => {
    const { Gold } = await seedFour();
    const id = Gold?.accountBadgeId ?? '';
    const changed = await execute(updateBadge, admin, {
      ...badge('Golden', 30, 99),
      nameTr: 'Altın',
      descriptionEn: 'Has completed many projects.',
      accountBadgeId: id,
    });
    expect(changed).toMatchObject({ accountBadgeId: id, nameTr: 'Altın', nameEn: 'Golden' });
    expect(await execute(getBadge, member, { id })).toEqual(changed);
    await expect(
      execute(updateBadge, admin, { ...badge('Silver', 30, 99), nameTr: 'Altın', accountBadgeId: id }),
    ).rejects.toMatchObject({ code: 4005, data: { field: 'nameEn' } });
  });

  it('answers 4002 for a badge that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(
      execute(updateBadge, admin, { ...badge('X', 0, 1), accountBadgeId: missing }),
    ).rejects.toMatchObject({ code: 4002 });
    await expect(execute(getBadge, member, { id: missing })).rejects.toMatchObject({ code: 4002 });
    await expect(execute(deleteBadge, admin, { accountBadgeId: missing })).rejects.toMatchObject({
      code: 4002,
    });
  });
});

describe('deleting badges', () => {
  it('deletes the lowest or the highest badge: no gap remains', async () => {
    const { Bronze, Platinum } = await seedFour();
    await execute(deleteBadge, admin, { accountBadgeId: Bronze?.accountBadgeId ?? '' });
    await execute(deleteBadge, admin, { accountBadgeId: Platinum?.accountBadgeId ?? '' });
    expect(await ranges()).toEqual([
      ['Silver', 10, 29],
      ['Gold', 30, 99],
    ]);
  });

  it('refuses to delete a badge in the middle, naming the gap it would leave (4044)', async () => {
    const { Silver } = await seedFour();
    await expect(
      execute(deleteBadge, admin, { accountBadgeId: Silver?.accountBadgeId ?? '' }),
    ).rejects.toMatchObject({
      code: 4044,
      data: {
        problems: [
          {
            kind: 'gap',
            from: 10,
            to: 29,
            badges: [
              expect.objectContaining({ nameEn: 'Bronze' }),
              expect.objectContaining({ nameEn: 'Gold' }),
            ],
          },
        ],
      },
    });
    expect(await ranges()).toHaveLength(4);
  });

  it('deletes a badge in the middle when its scores go to the neighbour below or above', async () => {
    const { Silver, Gold } = await seedFour();
    await execute(deleteBadge, admin, { accountBadgeId: Silver?.accountBadgeId ?? '', giveRangeTo: 'above' });
    expect(await ranges()).toEqual([
      ['Bronze', -1000, 9],
      ['Gold', 10, 99],
      ['Platinum', 100, 100000],
    ]);
    await execute(deleteBadge, admin, { accountBadgeId: Gold?.accountBadgeId ?? '', giveRangeTo: 'below' });
    expect(await ranges()).toEqual([
      ['Bronze', -1000, 99],
      ['Platinum', 100, 100000],
    ]);
    const log = await world.ports.repositories.auditLog.search({
      search: 'badges.delete',
      offset: 0,
      limit: 10,
    });
    expect(
      log.items.map((entry) => [entry.action, entry.before?.nameEn, entry.after?.nameEn ?? null]),
    ).toEqual([
      ['badges.delete', 'Gold', null],
      ['badges.delete', 'Bronze', 'Bronze'],
      ['badges.delete', 'Silver', null],
      ['badges.delete', 'Gold', 'Gold'],
    ]);
  });
});

describe('listing badges', () => {
  it('searches both names, sorts and pages', async () => {
    await seedFour();
    const page = await execute(listBadges, member, { search: 'gold', sort: '-lower', pageSize: 10 });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [{ nameEn: 'Gold' }] });
    const byName = await execute(listBadges, member, { sort: 'nameEn', page: 2, pageSize: 3 });
    expect(byName).toMatchObject({ total: 4, items: [{ nameEn: 'Silver' }] });
  });

  it('writes every change to the audit log with the administrator', async () => {
    const { Bronze } = await seedFour();
    const log = await world.ports.repositories.auditLog.search({
      search: '',
      offset: 0,
      limit: 10,
      entityId: Bronze?.accountBadgeId,
    });
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'badges.create',
        actorLabel: 'admin@example.com',
        before: null,
        after: expect.objectContaining({ nameEn: 'Bronze', lower: -1000, upper: 9 }),
      }),
    ]);
  });
});
