import {
  createBadge,
  type DomainError,
  execute,
  getAdminDashboard,
  listBadges,
  type UseCaseContext,
} from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import { createPersistence } from './repositories/index.ts';

describe.each(testDatabaseKinds())('back office against %s', (kind) => {
  let test: TestDatabase;
  let admin: UseCaseContext;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await test.database.db.execute(sql`truncate accounts, account_badges, audit_log, sessions cascade`);
    const world = testContext({
      start: new Date('2026-10-30T07:00:00Z'),
      ports: createPersistence(test.database.db),
    });
    await world.createAccount({
      email: 'admin@example.com',
      accountRoleType: 'Administrator',
      password: 'Office!2345',
    });
    admin = await world.signedIn(await world.signIn('admin@example.com', 'Office!2345'));
  });

  it.runIf(kind === 'postgres')(
    'lets only one of many administrators adding overlapping badges at once commit',
    async () => {
      const attempts = Array.from({ length: 8 }, (_, index) =>
        execute(createBadge, admin, {
          nameTr: `Rozet ${index}`,
          nameEn: `Badge ${index}`,
          lower: 0,
          upper: 10 + index,
        }).then(
          () => 'created',
          (error: DomainError) => error.code,
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 4044)).toHaveLength(7);
      expect((await execute(listBadges, admin, {})).total).toBe(1);
    },
  );

  it('counts sign-ups in the month of Istanbul clocks, not of UTC', async () => {
    const { db } = test.database;
    await db.execute(sql`
      insert into accounts (name, surname, email, account_role_type, created_at) values
        ('A', 'A', 'a@example.com', 'User', '2026-09-30T20:59:00Z'),
        ('B', 'B', 'b@example.com', 'User', '2026-09-30T21:00:00Z'),
        ('C', 'C', 'c@example.com', 'User', '2025-10-31T20:59:00Z')`);
    const { signUpsPerMonth } = await execute(getAdminDashboard, admin, {});
    // 20:59 UTC on 30 September is 23:59 in Istanbul; 21:00 UTC is already 1 October there.
    expect(signUpsPerMonth.find((month) => month.month === '2026-09')).toEqual({
      month: '2026-09',
      count: 1,
    });
    expect(signUpsPerMonth.find((month) => month.month === '2026-10')).toEqual({
      month: '2026-10',
      count: 1,
    });
    // 31 October 2025 is outside the twelve months shown (November 2025 to October 2026).
    expect(signUpsPerMonth.reduce((sum, month) => sum + month.count, 0)).toBe(2);
  });
});
