import {
  completeProjectAsCoachee,
  confirmSession,
  execute,
  isDomainError,
  localDateOf,
  logSession,
  type Repositories,
  sendSessionReminders,
  sessionTimeZone,
  type UnitOfWork,
  type UseCaseContext,
} from '@coach/core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWaiting } from '../testing/lock-waiters.ts';
import { insertMatchedProject } from '../testing/matched-project.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createPersistence } from './repositories/index.ts';
import * as schema from './schema/index.ts';

const day = 86_400_000;

/** What a racing call answered: `ok`, or the catalogue code of its refusal. Anything else fails. */
type Outcome = 'ok' | number;

function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  return call.then(
    (): Outcome => 'ok',
    (error: unknown) => {
      if (isDomainError(error)) return error.code;
      throw error;
    },
  );
}

interface Member {
  readonly id: string;
  readonly email: string;
  readonly ctx: UseCaseContext;
}

/**
 * `ctx` whose unit of work stops right after `step` wrote (the project's row lock still held, the
 * transaction not committed): it tells `reached` and waits for `gate`.
 */
function pausingAfter(
  ctx: UseCaseContext,
  step: 'close' | 'decide',
  gate: Promise<void>,
  reached: () => void,
): UseCaseContext {
  const unitOfWork: UnitOfWork = {
    run: (work) =>
      ctx.unitOfWork.run((tx) => {
        const { projects, projectSessions } = tx.repositories;
        const paused: Pick<Repositories, 'projects' | 'projectSessions'> =
          step === 'close'
            ? {
                projectSessions,
                projects: {
                  ...projects,
                  async close(id, closing) {
                    const closed = await projects.close(id, closing);
                    reached();
                    await gate;
                    return closed;
                  },
                },
              }
            : {
                projects,
                projectSessions: {
                  ...projectSessions,
                  async decide(id, decision) {
                    const decided = await projectSessions.decide(id, decision);
                    reached();
                    await gate;
                    return decided;
                  },
                },
              };
        return work({ ...tx, repositories: { ...tx.repositories, ...paused } });
      }),
  };
  return { ...ctx, unitOfWork };
}

/** A promise to wait on and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

// Concurrency needs a server that runs transactions at once: PGlite is one connection in one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the session log under concurrency on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    /** A pool large enough for twenty runs at once and the test's own reads. */
    let client: postgres.Sql;
    let world: TestWorld;
    let members = 0;

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      client = postgres(test.url as string, { max: 40, onnotice: () => {} });
      world = testContext({ start: new Date(), ports: createPersistence(drizzle(client, { schema })) });
    });
    afterAll(async () => {
      await client.end();
      await test.dispose();
    });

    async function member(role: string): Promise<Member> {
      members += 1;
      const email = `${role}${members}@example.com`;
      const account = await world.createAccount({
        email,
        passportNumber: `P${String(members).padStart(8, '0')}`,
      });
      return { id: account.id, email, ctx: await world.signedIn(await world.signIn(email)) };
    }

    /** An open project started `daysAgo` days ago, written as a matching run writes it. */
    async function openProject(daysAgo: number) {
      const coach = await member('coach');
      const coachee = await member('coachee');
      const startedAt = new Date(world.clock.now().getTime() - daysAgo * day);
      const project = await world.ports.unitOfWork.run(({ repositories }) =>
        insertMatchedProject(repositories, { coachId: coach.id, coacheeId: coachee.id, startedAt }),
      );
      return { project, coach, coachee };
    }

    const untilWaiting = (count: number, settled: Promise<unknown>) =>
      lockWaiting(client).untilWaiting(count, settled);

    const today = () => localDateOf(world.clock.now(), sessionTimeZone);

    /** A pending session of `hours` the coach logged today. */
    async function pendingSession(coach: Member, projectId: string, hours: number) {
      const log = await execute(logSession, coach.ctx, { projectId, heldOn: today(), hours });
      const id = log.items[0]?.id;
      if (!id) throw new Error(`no session in ${JSON.stringify(log)}`);
      return id;
    }

    async function sessionRow(id: string) {
      const [row] = await client<{ state: string; decidedAt: Date | null }[]>`
        select state, decided_at as "decidedAt" from project_sessions where id = ${id}`;
      return row;
    }

    async function projectRow(id: string) {
      const [row] = await client<{ state: string; sessionCount: number | null }[]>`
        select state, session_count as "sessionCount" from projects where id = ${id}`;
      return row;
    }

    describe('reminders of a gap without sessions', () => {
      it('records a gap once and mails its two partners once when twenty runs remind of it at once', async () => {
        // The only project due: 20 days without a session. The others of this file start later.
        const { project, coach, coachee } = await openProject(20);
        const reminderMails = async () =>
          (
            await client<{ n: number }[]>`select count(*)::int as n from outbox
              where template = 'sessionReminder' and recipient in (${coach.email}, ${coachee.email})`
          )[0]?.n;

        // The project's row held locked until all twenty wait for it, each in its own unit of
        // work, having read the gap as due: then all of them really are under way at once.
        const holder = await client.reserve();
        let runs: Promise<{ sent: number }[]>;
        try {
          await holder`begin`;
          await holder`select id from projects where id = ${project.id} for update`;
          runs = Promise.all(
            Array.from({ length: 20 }, () => execute(sendSessionReminders, world.system, {})),
          );
          await untilWaiting(20, runs);
          await holder`commit`;
        } finally {
          holder.release();
        }
        const sent = (await runs).map((run) => run.sent);
        expect(
          sent.reduce((sum, n) => sum + n, 0),
          'two mails in all',
        ).toBe(2);
        expect(sent.filter((n) => n > 0)).toEqual([2]);
        const reminders = await client<{ gapStartedOn: string }[]>`
          select gap_started_on::text as "gapStartedOn" from session_reminders where project_id = ${project.id}`;
        expect(reminders).toEqual([{ gapStartedOn: localDateOf(project.startedAt, sessionTimeZone) }]);
        expect(await reminderMails()).toBe(2);

        // A second run on the same day finds the gap reminded of.
        expect(await execute(sendSessionReminders, world.system, {})).toEqual({ sent: 0 });
        expect(await reminderMails()).toBe(2);
      });

      it('answers true to one of twenty transactions recording the same gap at once', async () => {
        const { project } = await openProject(3);
        const gap = { projectId: project.id, gapStartedOn: '2026-01-05' };
        // Every transaction has begun before any records: they all insert into an open race.
        const arrived = signal();
        const go = signal();
        let begun = 0;
        const records = Array.from({ length: 20 }, () =>
          world.ports.unitOfWork.run(async ({ repositories }) => {
            await repositories.projects.findById(project.id);
            begun += 1;
            if (begun === 20) arrived.resolve();
            await go.promise;
            return repositories.projectSessions.recordReminder(gap, world.clock.now());
          }),
        );
        await arrived.promise;
        go.resolve();
        const answers = await Promise.all(records);
        expect(answers.filter(Boolean)).toHaveLength(1);
        const [row] = await client<{ n: number }[]>`
          select count(*)::int as n from session_reminders where project_id = ${project.id}`;
        expect(row?.n).toBe(1);
      });
    });

    describe('a confirmation racing the close', () => {
      it('waits for a close in progress, then is told the project closed (4050): the session stays pending', async () => {
        const { project, coach, coachee } = await openProject(3);
        const sessionId = await pendingSession(coach, project.id, 1.5);
        const reached = signal();
        const gate = signal();
        const closing = execute(
          completeProjectAsCoachee,
          pausingAfter(coachee.ctx, 'close', gate.promise, reached.resolve),
          { projectId: project.id, sessionCount: 2, confirmAboveLog: true },
        );
        let confirming: Promise<Outcome>;
        try {
          await reached.promise;
          // The close is written, not committed: the confirmation must wait for the project's row.
          confirming = outcomeOf(execute(confirmSession, coachee.ctx, { projectSessionId: sessionId }));
          await untilWaiting(1, confirming);
        } finally {
          // Also when the test failed: the paused transaction must not outlive it.
          gate.resolve();
        }
        await closing;
        expect(await confirming).toBe(4050);
        expect(await sessionRow(sessionId)).toEqual({ state: 'pending', decidedAt: null });
        expect(await projectRow(project.id)).toEqual({ state: 'completed_by_coachee', sessionCount: 2 });
      });

      it('lets a close wait for a confirmation in progress, which it then counts as logged hours', async () => {
        const { project, coach, coachee } = await openProject(3);
        const sessionId = await pendingSession(coach, project.id, 2);
        const reached = signal();
        const gate = signal();
        const confirming = execute(
          confirmSession,
          pausingAfter(coachee.ctx, 'decide', gate.promise, reached.resolve),
          { projectSessionId: sessionId },
        );
        let closing: Promise<Outcome>;
        try {
          await reached.promise;
          // Two hours, without confirmAboveLog: answered 4066 unless the close reads the confirmation.
          closing = outcomeOf(
            execute(completeProjectAsCoachee, coachee.ctx, { projectId: project.id, sessionCount: 2 }),
          );
          await untilWaiting(1, closing);
        } finally {
          gate.resolve();
        }
        await confirming;
        expect(await closing).toBe('ok');
        expect(await sessionRow(sessionId)).toMatchObject({ state: 'confirmed' });
        expect(await projectRow(project.id)).toEqual({ state: 'completed_by_coachee', sessionCount: 2 });
      });

      it('answers consistently whichever of ten pairs of racers wins: confirmed before the close, or refused as closed', async () => {
        const rounds = await Promise.all(
          Array.from({ length: 10 }, async () => {
            const { project, coach, coachee } = await openProject(3);
            const sessionId = await pendingSession(coach, project.id, 1);
            return { project, coachee, sessionId };
          }),
        );
        const results = await Promise.all(
          rounds.map(async ({ project, coachee, sessionId }) => {
            const [confirmed, closed] = await Promise.all([
              outcomeOf(execute(confirmSession, coachee.ctx, { projectSessionId: sessionId })),
              outcomeOf(
                execute(completeProjectAsCoachee, coachee.ctx, {
                  projectId: project.id,
                  sessionCount: 3,
                  confirmAboveLog: true,
                }),
              ),
            ]);
            return { confirmed, closed, session: await sessionRow(sessionId) };
          }),
        );
        for (const { confirmed, closed, session } of results) {
          expect(closed).toBe('ok');
          // Confirmed first, or refused because the project had closed; never refused and decided.
          expect(
            confirmed === 'ok'
              ? session?.state === 'confirmed'
              : confirmed === 4050 && session?.state === 'pending',
            JSON.stringify({ confirmed, session }),
          ).toBe(true);
        }
      });
    });
  },
);
