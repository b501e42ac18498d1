// `node scripts/bench/matching-preview-cpu.ts`: the processor time one matching preview costs at
// scale (issue 29), in-process on the scale bench's database (`bench_scale`, seeded by `npm run
// bench -- scale`): the page the administrators' screen asks for (`matching.previewPage`, through
// `execute`, as the route runs it), this process's CPU (user + system) and that of its PostgreSQL
// backends (from /proc: the database must run on this machine), per call. CPU, not wall time: the
// machine's other load moves it less. Three kinds of calls, alternated: "changed", after a
// transaction that moves the matching version without changing any row (an empty update of the
// packages, migration 0029, which the changes of migration 0032 count as "everything"), so that the
// preview reads and plans the whole programme anew; "one member", after a member with an open
// request got a point (given back at the next round), which a preview since migration 0032 reads
// alone before planning again; and "unchanged", the next call. A tree without the version (before
// 0029) plans on every call. It writes (the version, a point given and taken back): run it on a
// copy (BENCH_SCALE_DATABASE names it, `createdb -T bench_scale …`). BENCH_CPU_ROUNDS (6) the
// rounds after one warm-up.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { execute, previewMatchingPage, systemActor } from '@coach/core';
import { compose, readConfig } from '@coach/server';
import postgres from 'postgres';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = Object.assign(new URL(adminUrl), {
  pathname: `/${process.env.BENCH_SCALE_DATABASE ?? 'bench_scale'}`,
}).toString();
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 6);

const composition = await compose(
  readConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TEST_CLOCK_FILE: undefined }),
);
const side = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const applicationName = (process.env.PGAPPNAME || `coach ${hostname()}:${process.pid}`).slice(0, 63);
const ctx = { ...composition.ports, actor: systemActor };

/** The processor time of this platform's backends so far, in ms (/proc ticks of 10 ms). */
async function backendsCpuMs(): Promise<number> {
  const rows = await side<{ pid: number }[]>`
    select pid from pg_stat_activity where application_name = ${applicationName}`;
  let ticks = 0;
  for (const { pid } of rows) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/** Moves the matching version (where there is one) and changes no row. */
async function moveVersion() {
  await side`update membership_packages set coach_level = coach_level where false`;
}

/** The member whose points move: the one of the longest-waiting open request. */
const [changing] = await side<{ account_id: string }[]>`
  select account_id from project_requests where state = 'open' order by created_at, id limit 1`;
/** A point given, taken back at the next change (and at the end): the programme ends as it was found. */
let given = 0;
async function changeOneMember(delta = given > 0 ? -1 : 1) {
  await side`update accounts set score = score + ${delta} where id = ${changing?.account_id ?? null}`;
  given += delta;
}

const kinds = ['changed', 'one member', 'unchanged'] as const;
const samples = Object.fromEntries(
  kinds.map((kind) => [kind, { server: [] as number[], database: [] as number[] }]),
);
try {
  for (let round = 0; round <= rounds; round++) {
    for (const kind of kinds) {
      if (kind === 'changed') await moveVersion();
      if (kind === 'one member') await changeOneMember();
      const database = await backendsCpuMs();
      const cpu = process.cpuUsage();
      const page = await execute(previewMatchingPage, ctx, { page: 1, pageSize: 100 });
      const used = process.cpuUsage(cpu);
      if (round === 0) continue;
      samples[kind]?.server.push((used.user + used.system) / 1000);
      samples[kind]?.database.push((await backendsCpuMs()) - database);
      if (page.summary.pairs === 0) throw new Error('the preview paired nobody: is the database seeded?');
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
  console.log(`matching preview CPU per call on ${new URL(databaseUrl).pathname.slice(1)}, ${rounds} rounds`);
  console.log(`uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  for (const [kind, { server, database }] of Object.entries(samples)) {
    console.log(
      `${kind.padEnd(10)} server ${median(server).toFixed(0).padStart(5)} ms (${range(server)}), PostgreSQL ${median(database).toFixed(0).padStart(5)} ms (${range(database)})`,
    );
  }
} finally {
  if (given !== 0) await changeOneMember(-given);
  await side.end();
  await composition.close();
}
