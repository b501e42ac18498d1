import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  completeProjectAsCoachee,
  confirmClosingRequest,
  execute,
  isDomainError,
  type MatchingRunResult,
  type Repositories,
  runMatching,
  sendClosingRequest,
  type UnitOfWork,
  type UseCaseContext,
} from '@coach/core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMatchedProject } from '../testing/matched-project.ts';
import { type TestWorld, testContext } from '../testing/test-context.ts';
import { insertMatchingLoad, openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createPersistence } from './repositories/index.ts';
import * as schema from './schema/index.ts';

const day = 86_400_000;
const cli = join(import.meta.dirname, '../../../server/cli.mjs');

/** What a racing call answered: `ok`, or the catalogue code of its refusal. Anything else fails. */
type Outcome = 'ok' | number;

/** Starts every call at once and waits for all; an error that is not a refusal fails the test. */
function race(calls: readonly (() => Promise<unknown>)[]): Promise<Outcome[]> {
  return Promise.all(
    calls.map((call) =>
      call().then(
        (): Outcome => 'ok',
        (error: unknown) => {
          if (isDomainError(error)) return error.code;
          throw error;
        },
      ),
    ),
  );
}

function tally(outcomes: readonly Outcome[]) {
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return Object.fromEntries(counts);
}

interface Member {
  readonly id: string;
  readonly email: string;
  readonly ctx: UseCaseContext;
}

// Concurrency needs a server that runs transactions at once: PGlite is one connection in one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'projects under concurrency on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    /** A pool large enough for fifty transactions at once (the application's holds ten). */
    let client: postgres.Sql;
    let world: TestWorld;
    let members = 0;

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      client = postgres(test.url as string, { max: 60, onnotice: () => {} });
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

    /**
     * An open project started 20 days ago (past `closingRequestMinDays`), its coach holding an
     * opening balance of 10 points and its coachee none, written as a matching run writes it.
     */
    async function openProject() {
      const coach = await member('coach');
      const coachee = await member('coachee');
      const startedAt = new Date(world.clock.now().getTime() - 20 * day);
      const project = await world.ports.unitOfWork.run(async ({ repositories }) => {
        await repositories.ledger.append({
          accountId: coach.id,
          delta: 10,
          reason: 'opening_balance',
          projectId: null,
          actorAccountId: null,
          note: null,
        });
        return insertMatchedProject(repositories, { coachId: coach.id, coacheeId: coachee.id, startedAt });
      });
      return { project, coach, coachee };
    }

    /**
     * The coach's closing request of `sessionCount` hours, waiting for the coachee. These projects
     * log no sessions, so the count is above the log: confirmed, as the closing dialog asks.
     */
    async function closingRequestOf(coach: Member, projectId: string, sessionCount: number) {
      const view = await execute(sendClosingRequest, coach.ctx, {
        projectId,
        sessionCount,
        confirmAboveLog: true,
      });
      const id = view.closingRequest?.id;
      if (!id) throw new Error(`no closing request in ${JSON.stringify(view)}`);
      return id;
    }

    /** What the project moved: its ledger entries, both scores, its state, the completion mails. */
    async function outcomeOf(projectId: string, coach: Member, coachee: Member) {
      const entries = await client<{ reason: string; accountId: string; delta: number }[]>`
        select reason, account_id as "accountId", delta from ledger_entries
        where project_id = ${projectId} order by reason`;
      const [scores] = await client<{ coach: number; coachee: number }[]>`
        select (select score from accounts where id = ${coach.id}) as coach,
          (select score from accounts where id = ${coachee.id}) as coachee`;
      const [project] = await client<{ state: string; sessionCount: number | null }[]>`
        select state, session_count as "sessionCount" from projects where id = ${projectId}`;
      const [closing] = await client<{ state: string }[]>`
        select state from project_completion_requests where project_id = ${projectId}`;
      const [mails] = await client<{ count: number }[]>`
        select count(*)::int as count from outbox
        where template = 'projectCompleted' and recipient in (${coach.email}, ${coachee.email})`;
      return {
        entries,
        scores,
        project,
        closingRequest: closing?.state ?? null,
        completionMails: mails?.count,
      };
    }

    /** Exactly one scoring of `sessionCount` hours: coachee +n, coach −n from their 10, one entry each. */
    function scoredOnce(
      outcome: Awaited<ReturnType<typeof outcomeOf>>,
      coach: Member,
      coachee: Member,
      n: number,
    ) {
      expect(outcome.entries).toEqual([
        { reason: 'coach_sessions', accountId: coach.id, delta: -n },
        { reason: 'coachee_sessions', accountId: coachee.id, delta: n },
      ]);
      expect(outcome.scores).toEqual({ coach: 10 - n, coachee: n });
      expect(outcome.project?.sessionCount).toBe(n);
      expect(outcome.completionMails, 'one completion mail to each partner').toBe(2);
    }

    /**
     * `race`, made certain: the project's row is held locked until every call waits for it inside
     * its own transaction, so all of them really are under way at once when the first goes on.
     */
    async function raceOnProject(projectId: string, calls: readonly (() => Promise<unknown>)[]) {
      const holder = await client.reserve();
      try {
        await holder`begin`;
        await holder`select id from projects where id = ${projectId} for update`;
        const outcomes = race(calls);
        // Until they wait, however long a busy machine takes (the test's timeout is the guard).
        for (;;) {
          const [row] = await client<{ waiting: number }[]>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
          if ((row?.waiting ?? 0) >= calls.length) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await holder`commit`;
        return await outcomes;
      } finally {
        holder.release();
      }
    }

    describe('closing a project from many requests at once', () => {
      it('lets one of 50 completions by the coachee win; the other 49 are told the project closed (4050)', async () => {
        const { project, coach, coachee } = await openProject();
        const outcomes = await raceOnProject(
          project.id,
          Array.from(
            { length: 50 },
            () => () =>
              execute(completeProjectAsCoachee, coachee.ctx, {
                projectId: project.id,
                sessionCount: 4,
                confirmAboveLog: true,
              }),
          ),
        );
        expect(tally(outcomes)).toEqual({ ok: 1, 4050: 49 });
        const outcome = await outcomeOf(project.id, coach, coachee);
        expect(outcome.project?.state).toBe('completed_by_coachee');
        scoredOnce(outcome, coach, coachee, 4);
      });

      it('lets one of 50 confirmations of a closing request win; the other 49 answer 4050', async () => {
        const { project, coach, coachee } = await openProject();
        const projectCompletionRequestId = await closingRequestOf(coach, project.id, 3);
        const outcomes = await raceOnProject(
          project.id,
          Array.from(
            { length: 50 },
            () => () => execute(confirmClosingRequest, coachee.ctx, { projectCompletionRequestId }),
          ),
        );
        expect(tally(outcomes)).toEqual({ ok: 1, 4050: 49 });
        const outcome = await outcomeOf(project.id, coach, coachee);
        expect(outcome.project?.state).toBe('completed_confirmed');
        expect(outcome.closingRequest).toBe('confirmed');
        scoredOnce(outcome, coach, coachee, 3);
      });

      it('lets one of 25 completions and 25 confirmations racing win, whichever it is', async () => {
        const { project, coach, coachee } = await openProject();
        const projectCompletionRequestId = await closingRequestOf(coach, project.id, 3);
        // Interleaved, so neither kind is always first in line for a connection.
        const calls = Array.from({ length: 50 }, (_, index) =>
          index % 2 === 0
            ? () =>
                execute(completeProjectAsCoachee, coachee.ctx, {
                  projectId: project.id,
                  sessionCount: 6,
                  confirmAboveLog: true,
                })
            : () => execute(confirmClosingRequest, coachee.ctx, { projectCompletionRequestId }),
        );
        expect(tally(await raceOnProject(project.id, calls))).toEqual({ ok: 1, 4050: 49 });
        const outcome = await outcomeOf(project.id, coach, coachee);
        // The completion's count supersedes the closing request; the confirmation's takes the coach's.
        if (outcome.project?.state === 'completed_by_coachee') {
          expect(outcome.closingRequest).toBe('superseded');
          scoredOnce(outcome, coach, coachee, 6);
        } else {
          expect(outcome.project?.state).toBe('completed_confirmed');
          expect(outcome.closingRequest).toBe('confirmed');
          scoredOnce(outcome, coach, coachee, 3);
        }
      });
    });

    describe('matching runs at once', () => {
      const now = () => world.clock.now();

      beforeEach(async () => {
        // Each test pairs its own load only: what an earlier one left open is withdrawn.
        await client`update project_requests set state = 'cancelled', closed_at = now(),
          last_skip_reason = null, last_skip_at = null where state = 'open'`;
      });

      /** Every request in one project at most, and every paired request matched with its project. */
      async function expectNoDuplicates() {
        const [row] = await client<{ projects: number; requests: number; mismatched: number }[]>`
          select
            (select count(*)::int from projects) as projects,
            (select count(distinct id)::int from (
              select coach_request_id as id from projects union all select coachee_request_id from projects
            ) as paired) as requests,
            (select count(*)::int from projects p join project_requests r
              on r.id in (p.coach_request_id, p.coachee_request_id)
              where r.state <> 'matched' or r.project_id is distinct from p.id) as mismatched`;
        expect(row?.requests, 'two distinct requests per project').toBe((row?.projects ?? 0) * 2);
        expect(row?.mismatched, 'paired requests matched with their own project').toBe(0);
      }

      const projectCount = async () =>
        (await client<{ n: number }[]>`select count(*)::int as n from projects`)[0]?.n;
      const matchedMails = async () =>
        (
          await client<
            { n: number }[]
          >`select count(*)::int as n from outbox where template = 'projectMatched'`
        )[0]?.n;

      it('answers 4054 to a run that starts while another writes, and the later run finds nothing left to pair', async () => {
        const load = await insertMatchingLoad(test.url as string, { size: 600, now: now(), tag: 'held' });
        const projectsBefore = await projectCount();
        const mailsBefore = await matchedMails();
        // The first run stops right after taking the lock, until the second has been answered.
        let reachedGate: () => void = () => {};
        const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
        let openGate: () => void = () => {};
        const gate = new Promise<void>((resolve) => (openGate = resolve));
        const held = execute(runMatching, withGate(world.system, gate, reachedGate), {});
        await atGate;

        await expect(execute(runMatching, world.system, {})).rejects.toMatchObject({ code: 4054 });
        openGate();
        const first = await held;
        expect(first.summary.coachRequests).toBe(load.coachRequests);
        expect(first.pairs.length).toBeGreaterThan(0);
        expect(await projectCount()).toBe((projectsBefore ?? 0) + first.pairs.length);
        expect(await matchedMails()).toBe((mailsBefore ?? 0) + 2 * first.pairs.length);

        const later = await execute(runMatching, world.system, {});
        expect(later.pairs).toEqual([]);
        expect(later.summary.coachRequests + later.summary.coacheeRequests).toBe(first.unmatched.length);
        expect(await projectCount()).toBe((projectsBefore ?? 0) + first.pairs.length);
        await expectNoDuplicates();
      });

      it('writes each pair once when runs of two servers start together: the others answer 4054 or pair nothing', async () => {
        await insertMatchingLoad(test.url as string, { size: 2000, now: now(), tag: 'race' });
        const projectsBefore = (await projectCount()) ?? 0;
        // A second "server": its own pool and persistence on the same database.
        const otherClient = postgres(test.url as string, { max: 4, onnotice: () => {} });
        try {
          const other = testContext({
            start: now(),
            ports: createPersistence(drizzle(otherClient, { schema })),
          }).system;
          const results: (MatchingRunResult | number)[] = await Promise.all(
            [world.system, other, world.system, other].map((ctx) =>
              execute(runMatching, ctx, {}).catch((error: unknown) => {
                if (isDomainError(error)) return error.code;
                throw error;
              }),
            ),
          );
          const runs = results.filter((result): result is MatchingRunResult => typeof result !== 'number');
          expect(results.filter((result) => typeof result === 'number').every((code) => code === 4054)).toBe(
            true,
          );
          expect(
            runs.filter((run) => run.pairs.length > 0),
            'one run writes the pairs',
          ).toHaveLength(1);
          const pairs = runs.reduce((sum, run) => sum + run.pairs.length, 0);
          expect(await projectCount()).toBe(projectsBefore + pairs);
          await expectNoDuplicates();
        } finally {
          await otherClient.end();
        }
      });
    });
  },
);

/**
 * `ctx` whose unit of work stops a run just after it took the matching lock: it tells `reached`
 * and waits for `gate` before reading the open requests.
 */
function withGate(ctx: UseCaseContext, gate: Promise<void>, reached: () => void): UseCaseContext {
  const unitOfWork: UnitOfWork = {
    run: (work) =>
      ctx.unitOfWork.run((tx) => {
        const projectRequests: Repositories['projectRequests'] = {
          ...tx.repositories.projectRequests,
          async matchingSnapshotForUpdate(at) {
            reached();
            await gate;
            return tx.repositories.projectRequests.matchingSnapshotForUpdate(at);
          },
        };
        return work({ ...tx, repositories: { ...tx.repositories, projectRequests } });
      }),
  };
  return { ...ctx, unitOfWork };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  '`npm run match` killed half way on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    let monitor: postgres.Sql;
    let child: ChildProcess | undefined;
    const applicationName = 'coach-match-killed';

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      monitor = postgres(test.url as string, { max: 2, onnotice: () => {} });
    });
    afterAll(async () => {
      child?.kill('SIGKILL');
      await monitor.end();
      await test.dispose();
    });

    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? -1;
    const until = async (condition: () => Promise<boolean>, what: string, timeoutMs = 90_000) => {
      const started = Date.now();
      while (!(await condition())) {
        if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    /**
     * The CLI's backends (its pool may hold several), and whether one of them is the run's
     * transaction: it has inserted projects and updated requests, and now waits for a lock.
     */
    const runBackends = async () => {
      const [row] = await monitor<{ backends: number; heldWhileWriting: boolean }[]>`
        select count(*)::int as backends, coalesce(bool_or(a.wait_event_type = 'Lock'
          and exists (select 1 from pg_locks l where l.pid = a.pid and l.relation = 'projects'::regclass
            and l.mode = 'RowExclusiveLock')
          and exists (select 1 from pg_locks l where l.pid = a.pid and l.relation = 'project_requests'::regclass
            and l.mode = 'RowExclusiveLock')), false) as "heldWhileWriting"
        from pg_stat_activity a where a.datname = current_database() and a.application_name = ${applicationName}`;
      return row ?? { backends: 0, heldWhileWriting: false };
    };

    it('leaves nothing written when the process dies while writing, and frees the lock for the next run', async () => {
      // About 6,000 pairs: more than one batch of projects (core/src/matching/write-pairs.ts), all
      // written, and their requests marked, when the kill lands.
      const load = await insertMatchingLoad(test.url as string, { size: 12_000, now: new Date() });
      const projectsBefore = await count(monitor`select count(*)::int as n from projects`);
      const env = { ...process.env, DATABASE_URL: test.url, LOG_LEVEL: 'silent', PGAPPNAME: applicationName };

      // Deterministic, not a matter of timing: the run's mails wait for this lock on the outbox, so
      // the run is held in its transaction after writing its projects and marking their requests,
      // and is killed there.
      const holder = await monitor.reserve();
      let stderr = '';
      try {
        await holder`begin`;
        await holder`lock table outbox in share mode`;
        child = spawn(process.execPath, [cli, 'match'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
        child.stderr?.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        let finished = false;
        const exited = new Promise<number | null>((resolve) =>
          child?.on('exit', (code) => {
            finished = true;
            resolve(code);
          }),
        );
        await until(async () => {
          if (finished) throw new Error(`the run ended before it could be killed: ${stderr}`);
          return (await runBackends()).heldWhileWriting;
        }, 'the run to write projects and wait for the outbox');
        child.kill('SIGKILL');
        expect(await exited, `killed, not finished (stderr: ${stderr})`).toBeNull();
      } finally {
        await holder`rollback`;
        holder.release();
      }
      // PostgreSQL rolls the transaction back when it finds the client gone.
      await until(async () => (await runBackends()).backends === 0, 'the killed run’s backends to end');

      expect(await count(monitor`select count(*)::int as n from projects`)).toBe(projectsBefore);
      expect(
        await count(monitor`select count(*)::int as n from project_requests
            where state = 'open' and last_skip_reason is null`),
        'every request still open, no skip recorded',
      ).toBe(load.coachRequests + load.coacheeRequests);
      expect(await count(monitor`select count(*)::int as n from outbox`)).toBe(0);

      // The lock died with the connection: the next run takes it and writes.
      const rerun = spawn(process.execPath, [cli, 'match', '--json'], {
        env: { ...env, PGAPPNAME: 'coach-match-rerun' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let rerunErrors = '';
      rerun.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      rerun.stderr?.on('data', (chunk: Buffer) => {
        rerunErrors += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => rerun.on('exit', resolve));
      expect(code, rerunErrors).toBe(0);
      const { summary } = JSON.parse(stdout) as { summary: { pairs: number; coachRequests: number } };
      expect(summary.coachRequests).toBe(load.coachRequests);
      expect(summary.pairs).toBeGreaterThan(0);
      expect(await count(monitor`select count(*)::int as n from projects`)).toBe(
        projectsBefore + summary.pairs,
      );
      expect(await count(monitor`select count(*)::int as n from outbox`)).toBe(2 * summary.pairs);
    }, 240_000);
  },
);
