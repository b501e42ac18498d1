// `node scripts/bench/matching-run.ts`: one whole matching run (issue 7) on PostgreSQL — the
// `runMatching` use case through the server's own composition, as the schedule and `npm run match`
// run it: lock, read the open requests, eligibility, previous partners, plan, write the projects,
// mark the requests, record the skips, queue the mails, commit. On a fresh database (created,
// migrated with the CLI, dropped at the end) holding 100k open requests of eligible members.
// BENCH_DATABASE_URL is the admin URL (default postgres://postgres@127.0.0.1:5432/test);
// BENCH_MATCHING_SIZE changes the number of requests.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { insertMatchingLoad } from '@coach/adapters/testing/test-databases';
import {
  execute,
  type MatchingRunResult,
  type Repositories,
  runMatching,
  systemActor,
  type UnitOfWork,
  type UseCaseContext,
} from '@coach/core';
import { compose, readConfig } from '@coach/server';
import postgres from 'postgres';

const root = join(import.meta.dirname, '..', '..');
const goalSeconds = 10;

/** Milliseconds spent in each repository call of the run's unit of work, and when they happened. */
interface CallTiming {
  readonly call: string;
  readonly startMs: number;
  readonly endMs: number;
}

export async function runMatchingRunBench(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const size = Number(process.env.BENCH_MATCHING_SIZE ?? 100_000);
  const dbName = `bench_matching_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  try {
    const migrated = spawnSync(process.execPath, [join(root, 'server/src/cli.ts'), 'migrate'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    if (migrated.status !== 0) throw new Error('cli migrate failed');
    let started = performance.now();
    const load = await insertMatchingLoad(databaseUrl, { size, now: new Date() });
    const seedMs = performance.now() - started;

    const composition = await compose(
      readConfig({
        ...process.env,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        TEST_CLOCK_FILE: undefined,
      }),
    );
    try {
      const calls: CallTiming[] = [];
      const uow: { workEndMs?: number; committedMs?: number } = {};
      const ctx: UseCaseContext = {
        ...composition.ports,
        actor: systemActor,
        unitOfWork: timedUnitOfWork(composition.ports.unitOfWork, calls, uow),
      };
      started = performance.now();
      const result = await execute(runMatching, ctx, {});
      const totalMs = performance.now() - started;
      const commitMs = (uow.committedMs ?? 0) - (uow.workEndMs ?? 0);
      const counts = await countsOf(databaseUrl);
      report({ size, load, seedMs, result, totalMs, commitMs, calls, counts });
    } finally {
      await composition.close();
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

/** The projects and mails the run left (the load's earlier projects are not counted). */
async function countsOf(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ projects: number; mails: number; skips: number }[]>`
      select (select count(*)::int from projects where state = 'open') as projects,
        (select count(*)::int from outbox where template = 'projectMatched') as mails,
        (select count(*)::int from project_requests where state = 'open' and last_skip_reason is not null) as skips`;
    return row ?? { projects: 0, mails: 0, skips: 0 };
  } finally {
    await sql.end();
  }
}

/**
 * The composition's unit of work, with every repository call inside it timed. The calls are the
 * run's phases: the reads (open requests locked, eligibility facts, previous partners, settings),
 * then the batched writes; what lies between the reads and the first write is the plan in memory.
 */
function timedUnitOfWork(
  inner: UnitOfWork,
  calls: CallTiming[],
  uow: { workEndMs?: number; committedMs?: number },
): UnitOfWork {
  return {
    run: async (work) => {
      const answer = await inner.run(async (tx) => {
        const repositories = new Proxy(tx.repositories, {
          get(target, name, receiver) {
            const repository = Reflect.get(target, name, receiver);
            return typeof repository === 'object' && repository !== null
              ? timedRepository(String(name), repository, calls)
              : repository;
          },
        }) as Repositories;
        try {
          return await work({ ...tx, repositories });
        } finally {
          uow.workEndMs = performance.now();
        }
      });
      uow.committedMs = performance.now();
      return answer;
    },
  };
}

function timedRepository<T extends object>(name: string, repository: T, calls: CallTiming[]): T {
  return new Proxy(repository, {
    get(target, method, receiver) {
      const value = Reflect.get(target, method, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const startMs = performance.now();
        const answer = value.apply(target, args);
        if (!(answer instanceof Promise)) return answer;
        return answer.finally(() =>
          calls.push({ call: `${name}.${String(method)}`, startMs, endMs: performance.now() }),
        );
      };
    },
  });
}

interface Report {
  readonly size: number;
  readonly load: { coachRequests: number; coacheeRequests: number; previousPairs: number };
  readonly seedMs: number;
  readonly result: MatchingRunResult;
  readonly totalMs: number;
  readonly commitMs: number;
  readonly calls: readonly CallTiming[];
  readonly counts: { projects: number; mails: number; skips: number };
}

function report({ size, load, seedMs, result, totalMs, commitMs, calls, counts }: Report) {
  const of = (name: string) => calls.filter((call) => call.call === name);
  const sum = (name: string) => of(name).reduce((total, call) => total + (call.endMs - call.startMs), 0);
  const reads = calls.filter((call) =>
    ['projectRequests.eligibilityOf', 'projects.mostRecentPartners', 'settings.get'].includes(call.call),
  );
  const readsStart = Math.min(...reads.map((call) => call.startMs));
  const readsEnd = Math.max(...reads.map((call) => call.endMs));
  const firstWrite = Math.min(...of('projects.insertMany').map((call) => call.startMs));
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  const writes = [
    'projects.insertMany',
    'projectRequests.markMatched',
    'projects.listPeople',
    'outbox.enqueueMany',
  ];
  const phases = [
    { phase: 'read the open requests (FOR UPDATE)', ms: sum('projectRequests.listOpenForUpdate'), note: '' },
    {
      phase: 'read eligibility facts, previous partners, settings',
      ms: reads.length > 0 ? readsEnd - readsStart : 0,
      // Promise.all in the use case, but one transaction is one connection: the server runs them in turn.
      note: 'one connection: run in turn',
    },
    {
      phase: 'plan (eligibility rules + algorithm, in memory)',
      ms: Number.isFinite(firstWrite) ? firstWrite - readsEnd : 0,
      note: '',
    },
    ...writes.map((call) => ({ phase: `  ${call}`, ms: sum(call), note: `${of(call).length} calls` })),
    {
      phase: 'write projects, requests and mails',
      ms: writes.reduce((total, call) => total + sum(call), 0),
      note: '',
    },
    {
      phase: 'record skips',
      ms: sum('projectRequests.recordSkips'),
      note: `${of('projectRequests.recordSkips').length} calls`,
    },
    { phase: 'commit', ms: commitMs, note: '' },
  ];
  const accounted = phases
    .filter((row) => !row.phase.startsWith('  '))
    .reduce((total, row) => total + row.ms, 0);
  phases.push({ phase: 'the rest (lock, output validation)', ms: totalMs - accounted, note: '' });
  phases.push({ phase: 'whole run', ms: totalMs, note: '' });
  console.log(
    `\nWhole matching run on PostgreSQL (runMatching through the server's composition): ${size.toLocaleString('en')} ` +
      `open requests (${load.coachRequests.toLocaleString('en')} coach, ${load.coacheeRequests.toLocaleString('en')} coachee, ` +
      `${(load.previousPairs * 2).toLocaleString('en')} with a previous partner among them), inserted in ${ms(seedMs)}`,
  );
  console.table(phases.map((row) => ({ phase: row.phase, time: ms(row.ms), note: row.note })));
  const seconds = totalMs / 1000;
  console.log(
    `pairs: ${result.summary.pairs.toLocaleString('en')} (projects written: ${counts.projects.toLocaleString('en')}); ` +
      `unmatched: ${result.unmatched.length.toLocaleString('en')} (skips recorded: ${counts.skips.toLocaleString('en')}); ` +
      `mails written: ${counts.mails.toLocaleString('en')}`,
  );
  console.log(
    `total: ${seconds.toFixed(2)} s — goal: under ${goalSeconds} s — ${seconds < goalSeconds ? 'met' : 'NOT met'}`,
  );
}

if (import.meta.main) await runMatchingRunBench();
