import {
  createMembershipPackage,
  deleteMembershipPackage,
  execute,
  getMembershipPackage,
  listMembershipPackages,
  listOrderHistory,
  updateMembershipPackage,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, outcome, type Shop, shop } from './membership-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const unknownId = '00000000-0000-4000-8000-000000000000';

const newPackage = {
  code: ' coach-6 ',
  nameTr: 'Koç altı aylık',
  nameEn: 'Coach six months',
  periodMonths: 6,
  priceUsd: '55.5',
  coachLevel: true,
};

const codesOnSale = async (s: Shop) =>
  (await execute(listMembershipPackages, s.world.anonymous, {})).map((p) => p.code);

describe('the public list of packages', () => {
  it('shows visitors the packages on sale, cheapest first, with their prices as text', async () => {
    const s = await shop({ start });
    expect(await execute(listMembershipPackages, s.world.anonymous, {})).toEqual([
      {
        membershipPackageId: s.packages.month.id,
        code: 'MONTH-1',
        nameTr: 'Aylık',
        nameEn: 'Monthly',
        periodMonths: 1,
        priceUsd: '10.00',
        coachLevel: false,
        retiredAt: null,
        // What a newcomer with it still needs before coaching: a coach package first of all.
        coachingNeeds: [
          { need: 'coachLevelPackage' },
          { need: 'proofOfEducation', proofState: 'none' },
          { need: 'coacheeRequest' },
          { need: 'points', points: 1, missing: 1 },
        ],
      },
      expect.objectContaining({
        code: 'COACH-12',
        priceUsd: '100.00',
        coachLevel: true,
        coachingNeeds: [
          { need: 'proofOfEducation', proofState: 'none' },
          { need: 'coacheeRequest' },
          { need: 'points', points: 1, missing: 1 },
        ],
      }),
    ]);
  });

  it('shows retired packages only to those who may read packages (4033 for a member)', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    expect(await outcome(execute(listMembershipPackages, ayse.ctx, { includeRetired: 'true' }))).toBe(
      'forbidden',
    );
    expect(
      await failure(execute(listMembershipPackages, ayse.ctx, { includeRetired: 'true' })),
    ).toMatchObject({
      code: 4033,
    });
    expect(
      await outcome(execute(listMembershipPackages, s.world.anonymous, { includeRetired: 'true' })),
    ).toBe('unauthorized');
    // Asking for the packages on sale only is everyone's right.
    expect(await execute(listMembershipPackages, ayse.ctx, { includeRetired: 'false' })).toHaveLength(2);
    expect(await execute(listMembershipPackages, s.salesman.ctx, { includeRetired: 'true' })).toHaveLength(2);
  });
});

describe('creating a package', () => {
  it('puts it on sale at once, with the code upper-cased and the price in cents, and audits it', async () => {
    const s = await shop({ start });
    const created = await execute(createMembershipPackage, s.admin.ctx, newPackage);
    expect(created).toMatchObject({ code: 'COACH-6', priceUsd: '55.50', periodMonths: 6, retiredAt: null });
    expect(await codesOnSale(s)).toEqual(['MONTH-1', 'COACH-6', 'COACH-12']);
    expect(await s.auditOf('packages.create')).toEqual([
      expect.objectContaining({ entityId: created.membershipPackageId, actorAccountId: s.admin.id }),
    ]);
  });

  it('refuses a code another package has (4005 naming the code), however it is typed', async () => {
    const s = await shop({ start });
    const taken = await failure(
      execute(createMembershipPackage, s.admin.ctx, { ...newPackage, code: 'month-1' }),
    );
    expect(taken).toMatchObject({ code: 4005, data: { field: 'code' } });
    expect(await codesOnSale(s)).toEqual(['MONTH-1', 'COACH-12']);
  });

  it('refuses what the form refuses: a bad code, price or period (4034)', async () => {
    const s = await shop({ start });
    const attempt = await failure(
      execute(createMembershipPackage, s.admin.ctx, {
        ...newPackage,
        code: 'no spaces',
        priceUsd: '0',
        periodMonths: 0,
      }),
    );
    expect(attempt).toMatchObject({
      code: 4034,
      data: {
        fields: {
          code: { key: 'packageCodeInvalid' },
          priceUsd: { key: 'priceInvalid' },
          periodMonths: { key: 'tooSmall' },
        },
      },
    });
  });

  it('is for those who may write packages: a salesman or a member gets 4033', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    expect(await outcome(execute(createMembershipPackage, s.salesman.ctx, newPackage))).toBe('forbidden');
    expect(await outcome(execute(createMembershipPackage, ayse.ctx, newPackage))).toBe('forbidden');
    expect(await codesOnSale(s)).toEqual(['MONTH-1', 'COACH-12']);
  });
});

describe('changing a package', () => {
  it('changes its fields, keeps its own code free to keep, and audits before and after', async () => {
    const s = await shop({ start });
    const changed = await execute(updateMembershipPackage, s.admin.ctx, {
      membershipPackageId: s.packages.month.id,
      ...newPackage,
      code: 'MONTH-1',
      priceUsd: '12',
    });
    expect(changed).toMatchObject({ code: 'MONTH-1', priceUsd: '12.00', periodMonths: 6 });
    expect(await execute(getMembershipPackage, s.world.anonymous, { id: s.packages.month.id })).toEqual(
      changed,
    );
    expect(await s.auditOf('packages.update')).toEqual([
      expect.objectContaining({
        entityId: s.packages.month.id,
        before: expect.objectContaining({ priceUsd: '10.00' }),
        after: expect.objectContaining({ priceUsd: '12.00' }),
      }),
    ]);
  });

  it('refuses another package’s code (4005) and an unknown package (4002)', async () => {
    const s = await shop({ start });
    expect(
      await failure(
        execute(updateMembershipPackage, s.admin.ctx, {
          membershipPackageId: s.packages.month.id,
          ...newPackage,
          code: 'COACH-12',
        }),
      ),
    ).toMatchObject({ code: 4005, data: { field: 'code' } });
    expect(
      await outcome(
        execute(updateMembershipPackage, s.admin.ctx, { membershipPackageId: unknownId, ...newPackage }),
      ),
    ).toBe('recordNotFound');
    expect((await execute(getMembershipPackage, s.world.anonymous, { id: s.packages.month.id })).code).toBe(
      'MONTH-1',
    );
  });
});

describe('deleting a package', () => {
  it('erases a package nothing refers to', async () => {
    const s = await shop({ start });
    const created = await execute(createMembershipPackage, s.admin.ctx, newPackage);
    expect(
      await execute(deleteMembershipPackage, s.admin.ctx, {
        membershipPackageId: created.membershipPackageId,
      }),
    ).toEqual({ membershipPackageId: created.membershipPackageId, outcome: 'deleted' });
    expect(
      await outcome(execute(getMembershipPackage, s.world.anonymous, { id: created.membershipPackageId })),
    ).toBe('recordNotFound');
    expect(await execute(listMembershipPackages, s.admin.ctx, { includeRetired: 'true' })).toHaveLength(2);
    expect(await s.auditOf('packages.delete')).toHaveLength(1);
  });

  it('retires a package with orders: off the shop, still listed for the back office and in the order history', async () => {
    const s = await shop({ start });
    const ayse = await s.member('Ayşe');
    const paid = await s.buy(ayse, s.packages.month.id);
    expect(paid.status).toBe('paid');
    s.advanceDays(1);

    expect(
      await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: s.packages.month.id }),
    ).toEqual({ membershipPackageId: s.packages.month.id, outcome: 'retired' });

    expect(await codesOnSale(s)).toEqual(['COACH-12']);
    const everything = await execute(listMembershipPackages, s.admin.ctx, { includeRetired: 'true' });
    expect(everything.find((p) => p.code === 'MONTH-1')).toMatchObject({
      retiredAt: s.daysFrom(start, 1).toISOString(),
    });
    // Old links still read, and the member's history still names what was bought.
    expect(
      (await execute(getMembershipPackage, s.world.anonymous, { id: s.packages.month.id })).retiredAt,
    ).toBe(s.daysFrom(start, 1).toISOString());
    expect(await execute(listOrderHistory, ayse.ctx, {})).toEqual([
      expect.objectContaining({ membershipPackageId: s.packages.month.id, packageCode: 'MONTH-1' }),
    ]);
    expect(await s.auditOf('packages.retire')).toHaveLength(1);
  });

  it('retires a package a member holds even without orders, and keeps the first retirement date', async () => {
    const s = await shop({ start });
    await s.member('Ayşe', { packageCode: 'COACH-12' });
    const id = s.packages.coachYear.id;
    expect((await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: id })).outcome).toBe(
      'retired',
    );
    s.advanceDays(3);
    expect((await execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: id })).outcome).toBe(
      'retired',
    );
    expect((await execute(getMembershipPackage, s.world.anonymous, { id })).retiredAt).toBe(
      start.toISOString(),
    );
  });

  it('answers 4002 for an unknown package and 4033 to a salesman', async () => {
    const s = await shop({ start });
    expect(
      await outcome(execute(deleteMembershipPackage, s.admin.ctx, { membershipPackageId: unknownId })),
    ).toBe('recordNotFound');
    expect(
      await outcome(
        execute(deleteMembershipPackage, s.salesman.ctx, { membershipPackageId: s.packages.month.id }),
      ),
    ).toBe('forbidden');
    expect(await codesOnSale(s)).toEqual(['MONTH-1', 'COACH-12']);
  });
});
