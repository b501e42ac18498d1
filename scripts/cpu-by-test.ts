// What each journey cost in processor time: joins the samples of scripts/cpu-sampler.ts with
// Playwright's JSON report (each test's worker, start and duration). A test is charged what its
// worker's processes used while it ran (the Playwright worker and the Chromium it launched), and,
// for the journeys that run one at a time, what their instance and its database used meanwhile.
// Usage: node scripts/cpu-by-test.ts <samples.jsonl> <playwright-report.json>
import { readFileSync } from 'node:fs';

interface Result {
  workerIndex: number;
  startTime: string;
  duration: number;
  retry: number;
  status: string;
}
interface Suite {
  file?: string;
  suites?: Suite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; results: Result[] }[];
  }[];
}

const [samplesFile, reportFile] = process.argv.slice(2);
if (!samplesFile || !reportFile) {
  console.error('usage: node scripts/cpu-by-test.ts <samples.jsonl> <playwright-report.json>');
  process.exit(2);
}
const samples = readFileSync(samplesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { t: number; d: Record<string, number> });
const totals: Record<string, number> = {};
for (const { d } of samples)
  for (const [group, seconds] of Object.entries(d)) totals[group] = (totals[group] ?? 0) + seconds;
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: Suite[] };

interface Cost {
  readonly project: string;
  readonly file: string;
  readonly title: string;
  readonly seconds: number;
  readonly cpu: Record<string, number>;
}

/**
 * The instance each line of journeys has to itself, one test at a time (e2e/playwright.config.ts);
 * the sweep's two workers share theirs, which is not charged to their tests.
 */
const instanceOfProject: Record<string, string> = { journeys: 'main', programme: 'split' };

/** Kinds charged to a test: its worker's, and the shared instance's when it ran alone on it. */
const kindOfGroup = (group: string) => group.split('|')[1] ?? group;

function costOf(project: string, result: Result): Record<string, number> {
  const start = Date.parse(result.startTime);
  const end = start + result.duration;
  const worker = `|w${result.workerIndex}`;
  const cpu: Record<string, number> = {};
  for (const { t, d } of samples) {
    // A sample holds what was used in the 250 ms before it.
    if (t <= start || t > end + 250) continue;
    for (const [group, seconds] of Object.entries(d)) {
      const ownWorker = group.endsWith(worker);
      const instance = instanceOfProject[project];
      const shared =
        instance !== undefined &&
        (group.includes(`instance:${instance}`) ||
          new RegExp(`postgres\\|e2e_\\w+_${instance}$`).test(group));
      if (!ownWorker && !shared) continue;
      const kind = group.startsWith('postgres') ? 'postgres' : kindOfGroup(group);
      cpu[kind] = (cpu[kind] ?? 0) + seconds;
    }
  }
  return cpu;
}

const costs: Cost[] = [];
const walk = (suite: Suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        costs.push({
          project: test.projectName,
          file: spec.file,
          title: `${spec.file}:${spec.line} ${spec.title}${result.retry ? ` (retry ${result.retry})` : ''}`,
          seconds: result.duration / 1000,
          cpu: costOf(test.projectName, result),
        });
      }
    }
  }
  for (const inner of suite.suites ?? []) walk(inner);
};
for (const suite of report.suites) walk(suite);

const sum = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);
const kinds = [...new Set(costs.flatMap((cost) => Object.keys(cost.cpu)))].sort();
const row = (label: string, count: number, seconds: number, cpu: Record<string, number>) =>
  `${label.padEnd(60).slice(0, 60)} ${String(count).padStart(4)} ${seconds.toFixed(0).padStart(6)} ${sum(cpu).toFixed(1).padStart(8)}  ${kinds
    .filter((kind) => (cpu[kind] ?? 0) >= 0.5)
    .map((kind) => `${kind} ${(cpu[kind] ?? 0).toFixed(1)}`)
    .join(', ')}`;
const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [kind, seconds] of Object.entries(from)) into[kind] = (into[kind] ?? 0) + seconds;
};

function table(title: string, keyOf: (cost: Cost) => string, limit = Number.POSITIVE_INFINITY) {
  const groups = new Map<string, { count: number; seconds: number; cpu: Record<string, number> }>();
  for (const cost of costs) {
    const key = keyOf(cost);
    const group = groups.get(key) ?? { count: 0, seconds: 0, cpu: {} };
    group.count += 1;
    group.seconds += cost.seconds;
    add(group.cpu, cost.cpu);
    groups.set(key, group);
  }
  console.log(
    `\n${title}\n${'what'.padEnd(60)} ${'runs'.padStart(4)} ${'wall s'.padStart(6)} ${'CPU s'.padStart(8)}  by kind`,
  );
  const sorted = [...groups].sort(([, a], [, b]) => sum(b.cpu) - sum(a.cpu)).slice(0, limit);
  for (const [key, group] of sorted) console.log(row(key, group.count, group.seconds, group.cpu));
}

table(
  'By project (the sweep instance and its database are not charged to its tests: see the totals)',
  (cost) => cost.project,
);
table('By spec file and project', (cost) => `${cost.file} [${cost.project}]`);
table('The 25 costliest tests', (cost) => `${cost.title} [${cost.project}]`, 25);

const charged = costs.reduce((total, cost) => total + sum(cost.cpu), 0);
const all = Object.entries(totals).reduce(
  (total, [group, seconds]) => total + (group.startsWith('postgres') && !/e2e_/.test(group) ? 0 : seconds),
  0,
);
console.log(
  `\ncharged to tests ${charged.toFixed(0)} s of ${all.toFixed(0)} s (the run's tree and its e2e databases)`,
);
