// `npm run bench`: the API's overhead (userinfo, a member's projects and an accounts page through
// the full server next to a minimal handler, on the real PostgreSQL), plus the gzip size of what
// the browser loads first (issue 10's goals); then the CLI's start, the matching algorithm alone and
// one whole matching run on PostgreSQL next to the bare SQL of its writes (issues 7 and 29). Prints
// figures and ratios and exits non-zero on a missed budget.
// `npm run bench -- overhead` runs only the API overhead, the CLI's start and the matching run;
// `npm run bench -- front` measures the front end only (builds, home page, dashboard);
// `npm run bench -- pages` measures the signed-in pages against the home page only (issue 30);
// `npm run bench -- lighthouse` runs Lighthouse and the time-to-content checks (e2e/speed) alone;
// `npm run bench -- forgot` times "forgot password" for known and unknown e-mails alone;
// `npm run bench -- embedded` checks that the server on PGlite keeps answering while busy, alone.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import postgres from 'postgres';
import { runApiOverheadBench } from './api-overhead.ts';
import { runCliStartBench } from './cli-start.ts';
import { runEmbeddedDatabaseBench } from './embedded-database.ts';
import { runForgotPasswordBench } from './forgot-password.ts';
import { printBundleSizes, printFirstVisits } from './front-end.ts';
import { runMatchingBench } from './matching.ts';
import { runMatchingRunBench } from './matching-run.ts';
import { printSignedInPages } from './signed-in-pages.ts';

const root = join(import.meta.dirname, '..', '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_PORT moves both servers (the full one there, the minimal one next to it), for a second bench
// on the same machine.
const fullPort = Number(process.env.BENCH_PORT ?? 3210);
const basePort = fullPort + 1;
const pagesOnly = process.argv.includes('pages');
const frontEndOnly = process.argv.includes('front') || pagesOnly;
const speedOnly = process.argv.includes('lighthouse');
const overheadOnly = process.argv.includes('overhead');
// BENCH_CPU_PROF=<directory>: both servers write a V8 CPU profile there when they stop
// (full.cpuprofile, minimal.cpuprofile), to see where the full server's time goes that the twin's
// does not (ADR 0006). Profiling slows both alike; the figures of such a run are not the budget's.
const profileDirectory = process.env.BENCH_CPU_PROF;

// Needs no build: the use case through the composition, on PGlite and PostgreSQL.
if (process.argv.includes('forgot')) {
  await runForgotPasswordBench();
  process.exit(0);
}

// `npm run bench -- scale`: every list, search, report and export at 100,000 members, alone, on its
// own seeded database (issue 29, scripts/bench/scale/run.ts). Needs no build.
if (process.argv.includes('scale')) {
  const { runScaleBench } = await import('./scale/run.ts');
  process.exit(await runScaleBench());
}

// The sizes and the first visit measure the current sources: build what is stale (a no-op otherwise).
// BENCH_SKIP_BUILD=1 measures the builds as they are.
if (!process.env.BENCH_SKIP_BUILD && !overheadOnly) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-apps-if-stale.ts')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the front ends failed');
}

if (speedOnly) process.exit(runSpeedChecks());
if (process.argv.includes('embedded')) process.exit((await runEmbeddedDatabaseBench()) ? 0 : 1);

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
  // Production needs the address it is reached at: the full server's.
  PUBLIC_BASE_URL: `http://127.0.0.1:${fullPort}`,
};
const children: ChildProcess[] = [];

try {
  for (const command of ['migrate', 'seed']) {
    const result = spawnSync(process.execPath, [join(root, 'server/cli.mjs'), command], {
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
  const fullOrigin = `http://127.0.0.1:${fullPort}`;
  if (!frontEndOnly) {
    const [full, minimal] = children.map((child, index) => ({
      origin: `http://127.0.0.1:${[fullPort, basePort][index]}`,
      pid: child.pid ?? 0,
    })) as [{ origin: string; pid: number }, { origin: string; pid: number }];
    const met = await runApiOverheadBench({
      full,
      minimal,
      memberToken: await signIn(fullOrigin, 'ayse@example.com', 'Member!2345'),
      adminToken: await signIn(fullOrigin, 'admin@example.com', 'Office!2345'),
      seconds,
      connections,
    });
    if (!met) process.exitCode = 1;
    // On the bench's database, migrated and seeded. BENCH_SKIP_CLI=1 leaves it out.
    if (!process.env.BENCH_SKIP_CLI && !(await runCliStartBench(env))) process.exitCode = 1;
  }
  if (!overheadOnly) {
    if (!pagesOnly) {
      printBundleSizes(root);
      // A token of its own: the dashboard's first visit must not share the load test's session.
      await printFirstVisits(root, fullOrigin, await signIn(fullOrigin, 'ayse@example.com', 'Member!2345'));
    }
    const member = await session(fullOrigin, 'ayse@example.com', 'Member!2345');
    const office = await session(fullOrigin, 'admin@example.com', 'Office!2345');
    const met = await printSignedInPages(root, fullOrigin, {
      member: member.token,
      admin: office.token,
      accountId: member.accountId,
    });
    if (!met) process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  // A profile is written as the process exits, after its shutdown: wait for that, within bounds.
  await Promise.race([
    Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined))),
    new Promise((resolve) => setTimeout(resolve, profileDirectory ? 30_000 : 500)),
  ]);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

// The matching (issue 7): the algorithm on its own, then the whole run through the composition.
// After the figures above, so that neither disturbs the servers' measurements.
if (!frontEndOnly) {
  if (!overheadOnly) {
    console.log('\nMatching algorithm (planMatching, in memory):');
    await runMatchingBench();
  }
  if (!process.env.BENCH_SKIP_MATCHING && !(await runMatchingRunBench())) process.exitCode = 1;
}
if (!frontEndOnly && !overheadOnly) {
  console.log('\nForgot password, an e-mail with an account and one without (ADR 0036):');
  await runForgotPasswordBench();
  if (!(await runEmbeddedDatabaseBench())) process.exitCode = 1;
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

function start(script: string, port: number): ChildProcess {
  // The full server counts its requests for /metrics, as a deployment does (docs/deploy.md);
  // BENCH_METRICS=0 measures it without.
  const metrics =
    port === fullPort && process.env.BENCH_METRICS !== '0' ? { METRICS_TOKEN: 'b'.repeat(64) } : {};
  const profile = profileDirectory
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${profileDirectory}`,
        '--cpu-prof-interval=250',
        `--cpu-prof-name=${port === fullPort ? 'full' : 'minimal'}.cpuprofile`,
      ]
    : [];
  return spawn(process.execPath, [...profile, script], {
    env: { ...env, ...metrics, PORT: String(port) },
    stdio: 'ignore',
  });
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

// A minute: on a busy two-core machine the full server took 35 s to answer its first request.
async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  return (await session(base, email, password)).token;
}

/** A new session's token and whose it is (`auth/login` answers the user with the token). */
async function session(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data: { token: string; user: { accountId: string } } };
  return { token: body.data.token, accountId: body.data.user.accountId };
}
