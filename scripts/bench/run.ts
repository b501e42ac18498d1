// `npm run bench`: userinfo through the full server next to a minimal handler, on the real
// PostgreSQL, plus the gzip size of what the browser loads first (issue 10's goals); then the
// matching algorithm alone and one whole matching run on PostgreSQL (issue 7). Prints figures and
// ratios. `npm run bench -- front` measures the front end only (builds, home page, dashboard);
// `npm run bench -- lighthouse` runs Lighthouse and the time-to-content checks (e2e/speed) alone.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import postgres from 'postgres';
import { printBundleSizes, printFirstVisits } from './front-end.ts';
import { load } from './load.ts';
import { runMatchingBench } from './matching.ts';
import { runMatchingRunBench } from './matching-run.ts';

const root = join(import.meta.dirname, '..', '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const fullPort = 3210;
const basePort = 3211;
const frontEndOnly = process.argv.includes('front');
const speedOnly = process.argv.includes('lighthouse');

// The sizes and the first visit measure the current sources: build what is stale (a no-op otherwise).
// BENCH_SKIP_BUILD=1 measures the builds as they are.
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-apps-if-stale.ts')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the front ends failed');
}

if (speedOnly) process.exit(runSpeedChecks());

const dbName = `bench_${Date.now().toString(36)}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
// The sandbox provider is an explicit choice in production (ADR 0021); the bench pays nobody.
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  PAYMENT_PROVIDER: 'sandbox',
};
const children: ChildProcess[] = [];

try {
  for (const command of ['migrate', 'seed']) {
    const result = spawnSync(process.execPath, [join(root, 'server/src/cli.ts'), command], {
      env,
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error(`cli ${command} failed`);
  }
  // Both servers log to /dev/null-like pipes that nobody reads, so the full server pays for its
  // structured request log (as in production) without the terminal slowing it down.
  // A server left on these ports (an earlier run that crashed) would be measured instead: refuse.
  for (const port of [fullPort, basePort]) {
    if (await answers(`http://127.0.0.1:${port}/`))
      throw new Error(`port ${port} is in use: stop that server first`);
  }
  children.push(start(join(root, 'server/src/main.ts'), fullPort));
  if (!frontEndOnly) children.push(start(join(import.meta.dirname, 'baseline-server.ts'), basePort));
  await Promise.all([
    waitFor(`http://127.0.0.1:${fullPort}/api/health`),
    frontEndOnly || waitFor(`http://127.0.0.1:${basePort}/`),
  ]);
  const token = await signIn(`http://127.0.0.1:${fullPort}`);
  if (!frontEndOnly) await userinfoBench(token);
  printBundleSizes(root);
  // A token of its own: the dashboard's first visit must not share the load test's session.
  await printFirstVisits(root, `http://127.0.0.1:${fullPort}`, await signIn(`http://127.0.0.1:${fullPort}`));
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

// The matching (issue 7): the algorithm on its own, then the whole run through the composition.
// After the figures above, so that neither disturbs the servers' measurements.
if (!frontEndOnly) {
  console.log('\nMatching algorithm (planMatching, in memory):');
  await runMatchingBench();
  await runMatchingRunBench();
}

/**
 * Lighthouse's mobile budget for `/`, `/en` and `/login` and the time to content on Fast 3G with a
 * 4× slower CPU (e2e/speed, budgets in e2e/speed/budget.ts): Playwright starts the main instance
 * on the current build, prints every run and the medians, and exits non-zero on a missed budget.
 * Run it on a quiet machine: these figures are the CPU's as much as the pages'.
 */
function runSpeedChecks(): number {
  const chromium = spawnSync(process.execPath, [join(root, 'scripts/ensure-chromium.ts')], {
    stdio: 'inherit',
  });
  if (chromium.status !== 0) return chromium.status ?? 1;
  const speed = spawnSync('npm', ['run', '-s', 'speed', '-w', '@coach/e2e'], { cwd: root, stdio: 'inherit' });
  console.log(
    `\nSpeed checks ${speed.status === 0 ? 'within' : 'NOT within'} their budgets ` +
      '(tables above; reports in e2e/artifacts/lighthouse/).',
  );
  return speed.status ?? 1;
}

async function userinfoBench(token: string) {
  const rows = [];
  for (const [what, port] of [
    ['full server (Hono, zod, pino, use cases)', fullPort],
    ['minimal node:http + postgres.js', basePort],
  ] as const) {
    const url = `http://127.0.0.1:${port}/api/auth/userinfo`;
    await load(url, token, 2, connections); // warm-up: JIT, pool, caches
    rows.push({ what, ...(await load(url, token, seconds, connections)) });
  }
  const [full, base] = rows as [(typeof rows)[number], (typeof rows)[number]];
  // Figures built on failed requests would be meaningless: refuse them instead of printing them.
  const failed = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (failed.length > 0) throw new Error(`requests failed during the bench: ${JSON.stringify(failed)}`);
  console.log(
    `\nGET /api/auth/userinfo — ${seconds} s, ${connections} connections, PostgreSQL at ${new URL(adminUrl).host}`,
  );
  console.table(
    rows.map((row) => ({
      server: row.what,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
  console.log(
    `throughput ratio full/minimal: ${(full.requestsPerSecond / base.requestsPerSecond).toFixed(2)}`,
  );
  console.log(`p99 ratio full/minimal: ${(full.p99Ms / Math.max(base.p99Ms, 1)).toFixed(2)}`);
}

function start(script: string, port: number): ChildProcess {
  return spawn(process.execPath, [script], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ayse@example.com', password: 'Member!2345' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}
