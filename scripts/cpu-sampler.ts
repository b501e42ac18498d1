// Where the processor time of a command goes, process by process: `node scripts/cpu-sampler.ts
// <samples.jsonl> -- <command…>` runs the command and reads /proc every 250 ms. Each process of its
// tree is put in a group: the stage of `npm test` it belongs to (the nearest ancestor whose command
// line names one), what it is (Chromium's renderer or browser process, a platform instance, a
// Playwright or vitest worker…) and the Playwright worker it serves (TEST_WORKER_INDEX, which
// Chromium inherits). PostgreSQL's backends are not the command's children: they are grouped by
// the database they serve. The shell's `times` cannot see Chromium's renderers (nothing up the tree
// waits for them), nor the database: this can (docs/adr/0029). The samples, with their times, let a
// test report's start and end times say what each test cost (scripts/cpu-by-test.ts).
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux
const everyMs = 250;

const [output, separator, ...command] = process.argv.slice(2);
if (!output || separator !== '--' || command.length === 0) {
  console.error('usage: node scripts/cpu-sampler.ts <samples.jsonl> -- <command…>');
  process.exit(2);
}
/** Where the samples go, one JSON line each. */
const samplesFile: string = output;

interface Known {
  group: string;
  ticks: number;
}

const stages: readonly [RegExp, string][] = [
  [/i18n:check/, 'i18n'],
  [/biome check/, 'lint'],
  [/vitest run/, 'unit'],
  [/run -s typecheck|tsc -b/, 'typecheck'],
  [/build:apps|build:standalone-admin/, 'build'],
  [/journeys|playwright test/, 'journeys'],
];
const instancePorts: Record<string, string> = { 3100: 'main', 3102: 'split', 3104: 'sweep' };

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

function kindOf(pid: string, comm: string, argv: string, env: Map<string, string>): string {
  if (/chrom/.test(comm) || argv.startsWith('/usr/lib/chromium')) {
    return `chromium:${argv.match(/--type=([a-z-]+)/)?.[1] ?? 'browser'}`;
  }
  if (argv.includes('server/src/main.ts'))
    return `instance:${instancePorts[env.get('PORT') ?? ''] ?? env.get('PORT')}`;
  if (argv.includes('local-oidc-server')) return 'oidc';
  if (argv.includes('serve-remote')) return 'remote';
  if (argv.includes('cli.mjs')) return 'server-cli';
  // Playwright sets TEST_WORKER_INDEX inside its worker after the start: not in its environ.
  if (argv.includes('workerProcessEntry')) return 'playwright-worker';
  if (argv.includes('playwright')) return 'playwright-runner';
  if (argv.includes('vitest')) return 'vitest';
  if (/\btsc\b|typescript/.test(argv)) return 'tsc';
  if (argv.includes('rsbuild')) return 'rsbuild';
  if (argv.includes('prerender')) return 'prerender';
  return comm.replace(/[^\w.-]/g, '') || `pid${pid}`;
}

const known = new Map<string, Known>(); // by pid and start time
const stageOf = new Map<string, string>(); // by pid
/** Playwright's worker processes whose index is not known yet, by pid and start time. */
const waitingForIndex = new Map<string, string>();
const outside = new Set<string>(); // processes of neither the run nor PostgreSQL, by pid and start time
let sampled = 0;
const totals: Record<string, number> = {};

/**
 * The Playwright worker a process serves: its own TEST_WORKER_INDEX (a browser a worker launched
 * has it), else its nearest ancestor's (Chromium starts its zygote, and so its renderers, with an
 * environment of its own). A worker process learns its index from the first browser it launches.
 */
const workerOf = new Map<string, string>(); // by pid
function workerFor(
  pid: string,
  env: Map<string, string>,
  stats: Map<string, { parent: string }>,
): string | undefined {
  const own = env.get('TEST_WORKER_INDEX');
  if (own !== undefined) {
    workerOf.set(pid, own);
    const parent = stats.get(pid)?.parent;
    if (parent && !workerOf.has(parent)) workerOf.set(parent, own);
    return own;
  }
  for (let at = stats.get(pid)?.parent; at && at !== rootPid && at !== '1'; at = stats.get(at)?.parent) {
    const found = workerOf.get(at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The stage a process works for: the nearest of it and its ancestors whose command names one. */
function stageFor(pid: string, stats: Map<string, { parent: string }>): string {
  const cached = stageOf.get(pid);
  if (cached) return cached;
  const argv = read(`/proc/${pid}/cmdline`).split('\0').join(' ');
  const parent = stats.get(pid)?.parent;
  const stage =
    stages.find(([pattern]) => pattern.test(argv))?.[1] ??
    (pid === rootPid || !parent || parent === '1' ? 'other' : stageFor(parent, stats));
  stageOf.set(pid, stage);
  return stage;
}

const child = spawn(command.join(' '), { shell: '/bin/bash', stdio: 'inherit' });
const rootPid = String(child.pid);

function sample() {
  const stats = new Map<string, { comm: string; parent: string; ticks: number; start: string }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    stats.set(pid, {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      parent: fields[1] ?? '',
      ticks: Number(fields[11]) + Number(fields[12]),
      start: fields[19] ?? '',
    });
  }
  const inTree = (pid: string) => {
    for (let at: string | undefined = pid; at && at !== '0' && at !== '1'; at = stats.get(at)?.parent) {
      if (at === rootPid) return true;
    }
    return false;
  };
  const deltas: Record<string, number> = {};
  for (const [pid, stat] of stats) {
    const key = `${pid}@${stat.start}`;
    let entry = known.get(key);
    if (!entry) {
      if (outside.has(key)) continue;
      const postgres = stat.comm === 'postgres';
      if (!postgres && !inTree(pid)) {
        // Seen before the run began, or another user's: never part of it (a process keeps its parent
        // or is handed to init). A process of the run that started since the last sample is in it.
        outside.add(key);
        continue;
      }
      const argv = read(`/proc/${pid}/cmdline`).split('\0').join(' ');
      let group: string;
      if (postgres) {
        // "postgres: 15/main: postgres e2e_x_main 127.0.0.1(4242) idle" (Debian names the cluster
        // first): the database follows the user. The server's own processes have neither.
        const database = argv.match(/^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/)?.[1];
        group = `postgres|${database ?? 'server'}`;
      } else {
        const env = new Map(
          read(`/proc/${pid}/environ`)
            .split('\0')
            .map(
              (pair) =>
                [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string],
            ),
        );
        const stage = stageFor(pid, stats);
        const worker = workerFor(pid, env, stats);
        group = `${stage}|${kindOf(pid, stat.comm, argv, env)}${worker === undefined ? '' : `|w${worker}`}`;
        if (group.endsWith('playwright-worker')) waitingForIndex.set(key, pid);
      }
      // A process seen for the first time counts from zero only if it started during the run.
      entry = { group, ticks: sampled === 0 ? stat.ticks : 0 };
      known.set(key, entry);
    }
    const learned = waitingForIndex.has(key) ? workerOf.get(pid) : undefined;
    if (learned !== undefined) {
      entry.group = `${entry.group}|w${learned}`;
      waitingForIndex.delete(key);
    }
    const delta = stat.ticks - entry.ticks;
    entry.ticks = stat.ticks;
    if (delta > 0) deltas[entry.group] = (deltas[entry.group] ?? 0) + delta / ticksPerSecond;
  }
  for (const [group, seconds] of Object.entries(deltas)) totals[group] = (totals[group] ?? 0) + seconds;
  // One line a sample, written as it is taken: a long run can be read while it goes on.
  if (Object.keys(deltas).length > 0)
    appendFileSync(samplesFile, `${JSON.stringify({ t: Date.now(), d: deltas })}\n`);
  sampled += 1;
}

writeFileSync(samplesFile, '');
sample();
const timer = setInterval(sample, everyMs);
child.on('exit', (code) => {
  clearInterval(timer);
  sample();
  const rows = Object.entries(totals).sort(([, a], [, b]) => b - a);
  console.log('\nCPU seconds by group (stage|kind|worker), from /proc:');
  for (const [group, seconds] of rows)
    if (seconds >= 0.5) console.log(`  ${seconds.toFixed(1).padStart(8)}  ${group}`);
  const own = process.cpuUsage();
  console.log(
    `  ${((own.user + own.system) / 1e6).toFixed(1).padStart(8)}  this sampler (not in the figures above)`,
  );
  process.exit(code ?? 1);
});
