// `node scripts/bench/matching-preview-parts.ts`: where the administrators' matching preview spends
// its time at scale (issue 29), in-process, on the scale bench's database (`bench_scale`, seeded by
// `npm run bench -- scale`): the reads it makes now (one statement over the open requests and the
// members' kept facts, ADR 0047) next to the four reads it replaced (the open requests, then the
// eligibility facts and the two kinds of partners, each derived from the tables), the plan in core,
// the answer's validation and its JSON. With BENCH_PARTS_BEFORE=1 the rounds alternate the two
// reads, so that other load on the machine weighs on both alike; each part prints its median wall time and the process's CPU time
// per call (the database's own work is not in the CPU figure). BENCH_SCALE_DATABASE names another
// database; BENCH_PARTS_ROUNDS (7) the rounds.
import {
  matchingRunResult,
  matchingRunResultSchema,
  planMatchingRun,
  readMatchingSnapshot,
} from '@coach/core';
import { compose, readConfig } from '@coach/server';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = Object.assign(new URL(adminUrl), {
  pathname: `/${process.env.BENCH_SCALE_DATABASE ?? 'bench_scale'}`,
}).toString();
const rounds = Number(process.env.BENCH_PARTS_ROUNDS ?? 7);
/** BENCH_PARTS_BEFORE=1 also times the four reads the snapshot replaced (slow at this size). */
const withBefore = process.env.BENCH_PARTS_BEFORE === '1';

const composition = await compose(
  readConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TEST_CLOCK_FILE: undefined }),
);
const samples = new Map<string, { wall: number[]; cpu: number[] }>();
async function timed<T>(part: string, work: () => Promise<T> | T): Promise<T> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const entry = samples.get(part) ?? { wall: [], cpu: [] };
  entry.wall.push(wall);
  entry.cpu.push((cpu.user + cpu.system) / 1000);
  samples.set(part, entry);
  return result;
}

try {
  const { repositories } = composition.ports;
  const settings = await repositories.settings.get();
  let bytes = 0;
  for (let round = 0; round <= rounds; round++) {
    // Round 0 warms both paths up and is not counted.
    const now = new Date();
    if (withBefore) {
      const before = await timed('before: listOpen', () => repositories.projectRequests.listOpen());
      await timed('before: the four reads (as run, at once)', () =>
        readMatchingSnapshot(repositories, before, now),
      );
    }
    const snapshot = await timed('after: matchingSnapshot (one statement)', () =>
      repositories.projectRequests.matchingSnapshot(now),
    );
    const plan = await timed('plan (core)', () => planMatchingRun(snapshot, settings, now));
    const answer = await timed('answer: matchingRunResult + output schema', () =>
      matchingRunResultSchema.parse(matchingRunResult(plan, 0, false)),
    );
    const json = await timed('answer: JSON.stringify', () => JSON.stringify({ data: answer }));
    bytes = json.length;
    if (round === 0) samples.clear();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(`matching preview parts on ${new URL(databaseUrl).pathname.slice(1)}, ${rounds} rounds`);
  console.log(`answer: ${(bytes / 1024).toFixed(0)} kB of JSON`);
  for (const [part, { wall, cpu }] of samples) {
    console.log(
      `${part.padEnd(46)} median ${median(wall).toFixed(0).padStart(6)} ms wall, ${median(cpu).toFixed(0).padStart(5)} ms CPU`,
    );
  }
} finally {
  await composition.close();
}
