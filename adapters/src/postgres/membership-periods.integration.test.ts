import { readFileSync } from 'node:fs';
import { addCalendarMonths, execute, grantMembership, type MembershipPeriodWithLevel } from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import { describeMembershipPeriods } from '../use-cases/membership-periods-scenario.ts';
import { programme } from '../use-cases/projects-testing.ts';
import { createPersistence } from './repositories/index.ts';

/** The backfill at the end of migration 0009, statement by statement. */
const backfill = readFileSync(new URL('../../drizzle/0009_membership_periods.sql', import.meta.url), 'utf8')
  .split('-- Backfill')
  .slice(1)
  .map((rest) => `-- Backfill${rest}`)[0]
  ?.split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.length > 0);

const levels = (periods: readonly MembershipPeriodWithLevel[]) =>
  periods.map(({ coachLevel, startsAt, endsAt, orderId }) => ({
    coachLevel,
    startsAt,
    endsAt,
    order: orderId !== null,
  }));

// ADR 0031 on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
describe.each(testDatabaseKinds())('paid months kept against %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.dispose());
  describeMembershipPeriods(kind, () => createPersistence(test.database.db));

  it('the migration gives existing members their periods back: the coach months bought before the coachee ones keep their level', async () => {
    expect(backfill?.length).toBeGreaterThan(3);
    // Far enough ahead that the database's own clock (the backfill's now()) is inside the first year.
    const start = new Date(Date.now() - 86_400_000);
    const p = await programme({ start, ports: createPersistence(test.database.db) });
    const packages = await p.ports.repositories.membershipPackages.list();
    const coach = packages.find((one) => one.code === 'COACH');
    const coachee = packages.find((one) => one.code === 'COACHEE');
    if (!coach || !coachee) throw new Error('packages missing');
    // The bug's member: a coach year, then a coachee year granted while it ran.
    const hit = await p.member('Hasan', { membershipDays: null, packageLevel: 'none' });
    for (const bought of [coach, coachee])
      await execute(grantMembership, p.admin, {
        accountId: hit.id,
        membershipPackageId: bought.id,
        note: 'x',
      });
    // A member whose end and package an administrator set by hand, with no order.
    const byHand = await p.member('Selin', { membershipDays: 100, packageLevel: 'coach' });

    // Before the migration there were no periods, and the account held the last package bought.
    await test.database.db.execute(sql`delete from membership_periods`);
    for (const statement of backfill ?? []) await test.database.db.execute(sql.raw(statement));

    const d = addCalendarMonths(start, 12);
    expect(levels(await p.ports.repositories.orders.listPeriods(hit.id))).toEqual([
      { coachLevel: true, startsAt: start, endsAt: d, order: true },
      { coachLevel: false, startsAt: d, endsAt: addCalendarMonths(d, 12), order: true },
    ]);
    const [carried] = await p.ports.repositories.orders.listPeriods(byHand.id);
    expect(carried).toMatchObject({
      coachLevel: true,
      orderId: null,
      endsAt: byHand.account.subscriptionEndDate,
    });
    // The rules read the period covering the moment asked about: the coach year now, the coachee
    // year after it.
    const levelsAt = async (at: Date) =>
      (await p.ports.repositories.projectRequests.eligibilityOf([hit.id], at))
        .get(hit.id)
        ?.periods.map((period) => period.coachLevel);
    expect(
      (await p.ports.repositories.projectRequests.eligibilityOf([hit.id], new Date())).get(hit.id)
        ?.coachLevel,
    ).toBe(false);
    expect(await levelsAt(new Date())).toEqual([true]);
    expect(await levelsAt(addCalendarMonths(d, 1))).toEqual([false]);
  });
});
