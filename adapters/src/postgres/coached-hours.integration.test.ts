import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWaiting } from '../testing/lock-waiters.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';

/**
 * The coached hours the database keeps (migration 0016) stay right when two writers change one
 * coach's hours at once: the second waits for the first's lock on the coach's figure, and sums
 * after it committed, so neither session is lost.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('coached hours kept under concurrent writes', () => {
  let test: TestDatabase;
  let first: postgres.Sql;
  let second: postgres.Sql;
  /** Watches the two writers (never inside either's transaction). */
  let monitor: postgres.Sql;
  const coach = id(1);

  beforeAll(async () => {
    test = await openTestDatabase('postgres');
    first = postgres(test.url ?? '', { max: 1, onnotice: () => {} });
    second = postgres(test.url ?? '', { max: 1, onnotice: () => {} });
    monitor = postgres(test.url ?? '', { max: 1, onnotice: () => {} });
    const coachee = id(2);
    // A coach with three open projects, each with one pending session (pending moves no hours).
    await first.begin(async (tx) => {
      await tx`
        insert into accounts (id, name, surname, email, account_role_type)
        values (${coach}, 'Ayşe', 'Koç', 'coach@example.com', 'User'),
          (${coachee}, 'Cem', 'Işık', 'coachee@example.com', 'User')`;
      for (const n of [1, 2, 3]) {
        const coachRequest = id(10 + n);
        const coacheeRequest = id(20 + n);
        const project = id(30 + n);
        await tx`
          insert into project_requests (id, account_id, role, languages, state, created_at)
          values (${coachRequest}, ${coach}, 'coach', '{tr}', 'matched', now()),
            (${coacheeRequest}, ${coachee}, 'coachee', '{tr}', 'matched', now())`;
        await tx`
          insert into projects (id, coach_account_id, coachee_account_id, coach_request_id,
            coachee_request_id, language, started_at, deadline_at)
          values (${project}, ${coach}, ${coachee}, ${coachRequest}, ${coacheeRequest}, 'tr', now(),
            now() + interval '90 days')`;
        await tx`
          insert into project_sessions (id, project_id, held_on, half_hours, recorded_by_account_id, created_at)
          values (${id(40 + n)}, ${project}, current_date, ${n}, ${coach}, now())`;
      }
    });
  });
  afterAll(async () => {
    await first?.end();
    await second?.end();
    await monitor?.end();
    await test?.dispose();
  });

  const confirm = (sql: postgres.Sql | postgres.TransactionSql, n: number) =>
    sql`update project_sessions set state = 'confirmed', decided_at = now() where id = ${id(40 + n)}`;
  const counted = async () =>
    (
      await monitor<
        { n: number }[]
      >`select counted_half_hours as n from coached_hours where account_id = ${coach}`
    )[0]?.n;

  it('counts both of two sessions confirmed at once, whether the figure existed or not', async () => {
    const { untilWaiting } = lockWaiting(monitor);
    const race = async (one: number, other: number) => {
      let settle: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        settle = resolve;
      });
      // The first writer confirms and holds its transaction open; the second must wait for it.
      const firstWrite = first.begin(async (tx) => {
        await confirm(tx, one);
        await held;
      });
      // Started only once the first has written (its figure's row is locked by then).
      await until(async () => (await locksOnFigure()) > 0);
      const secondWrite = confirm(second, other);
      await untilWaiting(1, secondWrite);
      settle();
      await Promise.all([firstWrite, secondWrite]);
    };
    const locksOnFigure = async () =>
      (
        await monitor<{ n: number }[]>`
          select count(*)::int as n from pg_locks
          where relation = 'coached_hours'::regclass and mode = 'RowExclusiveLock'`
      )[0]?.n ?? 0;

    // No figure yet: the second writer's insert waits at the unique index for the first's.
    await race(1, 2);
    expect(await counted()).toBe(3);
    // The figure exists: the second waits at its row lock.
    await first`update project_sessions set state = 'pending', decided_at = null where id = ${id(42)}`;
    expect(await counted()).toBe(1);
    await race(2, 3);
    expect(await counted()).toBe(6);
  });
});

/** A fixed id, so the statements can name their rows. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function until(condition: () => Promise<boolean>) {
  // Until it holds, however long a busy machine takes (the test's timeout is the guard).
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
