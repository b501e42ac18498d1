// `npm run bench -- embedded`: does the server keep answering on the embedded database (PGlite,
// no DATABASE_URL) while it is busy? The server as `npm start` runs it, on a fresh data directory
// seeded with the demo data, then:
//
// 1. 50 correct sign-ins at once (the demo accounts in turn), three times; meanwhile /api/health,
//    a static file and a signed-in member's /api/auth/userinfo are asked one after another. Budget:
//    p99 of health and of the static file under 1 s.
// 2. An import of 5,000 new accounts with progress lines (ADR 0017); meanwhile /api/health is
//    asked every 100 ms, as a monitor would. Budgets: at most 2 s between two progress lines, and
//    p99 of health under 1 s (a server that sends every line at the end shows no gap).
// 3. SIGTERM in the middle of a second import: how long until the process has exited.
//
// Prints the figures and sets a failing exit code when a budget is missed.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { workbookOf } from '@coach/adapters/excel/test-workbooks';
import { demoAccounts } from '@coach/server';

const root = join(import.meta.dirname, '..', '..');
const port = 3212;
const base = `http://127.0.0.1:${port}`;
const staticFile = '/favicon.svg';
const signInsAtOnce = 50;
const floods = 3;
const importRows = 5_000;
const budget = { p99Ms: 1000, progressGapMs: 2000 };

interface Sample {
  readonly what: string;
  readonly ms: number;
  readonly status: number;
  /** Sign-ins (or imports) still unanswered when this request was answered. */
  readonly stillOpen: number;
}

export async function runEmbeddedDatabaseBench(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-bench-pglite-'));
  let server: ChildProcess | undefined = startServer(dataDir);
  try {
    await waitForHealth(server);
    const member = await signIn('ayse@example.com', 'Member!2345');
    const admin = await signIn('admin@example.com', 'Office!2345');

    const flood = await signInFloods(member);
    const imported = await importWithProgress(admin, 'bench');
    const shutdown = await sigtermDuringImport(server, admin);
    server = undefined;

    const p99 = (what: string) =>
      percentile(
        flood.samples.filter((s) => s.what === what).map((s) => s.ms),
        99,
      );
    const rows = ['health', 'static', 'userinfo'].map((what) => {
      const samples = flood.samples.filter((s) => s.what === what);
      return {
        'during 50 sign-ins at once':
          what === 'static'
            ? `GET ${staticFile}`
            : `GET /api/${what === 'health' ? 'health' : 'auth/userinfo'}`,
        answered: samples.length,
        'while sign-ins open': samples.filter((s) => s.stillOpen > 0).length,
        'p50 ms': Math.round(
          percentile(
            samples.map((s) => s.ms),
            50,
          ),
        ),
        'p99 ms': Math.round(p99(what)),
        'max ms': Math.round(Math.max(...samples.map((s) => s.ms))),
        budget: what === 'userinfo' ? '' : `p99 < ${budget.p99Ms}`,
      };
    });
    console.log(
      `\nEmbedded database (PGlite), ${floods} × ${signInsAtOnce} correct sign-ins at once ` +
        `(answers: ${JSON.stringify(flood.statuses)}, each flood ${flood.floodSeconds.map((s) => s.toFixed(1)).join(' / ')} s):`,
    );
    console.table(rows);
    const healthDuringImport = imported.health.map((s) => s.ms);
    console.log(
      `Import of ${importRows} rows with progress lines: ${imported.lines} lines in ${imported.seconds.toFixed(1)} s ` +
        `(first after ${imported.firstLineSeconds.toFixed(1)} s, ${imported.result}); largest gap between lines ` +
        `${Math.round(imported.largestGapMs)} ms (budget ≤ ${budget.progressGapMs}; between ` +
        `${imported.largestGapBetween}); /api/health meanwhile: ` +
        `${healthDuringImport.length} answers, p99 ${Math.round(percentile(healthDuringImport, 99))} ms, ` +
        `max ${Math.round(Math.max(...healthDuringImport))} ms`,
    );
    console.log(
      `SIGTERM during an import (sent at ${shutdown.trigger}): the process exited after ${shutdown.seconds.toFixed(1)} s`,
    );
    const met =
      p99('health') < budget.p99Ms &&
      p99('static') < budget.p99Ms &&
      imported.largestGapMs <= budget.progressGapMs &&
      percentile(healthDuringImport, 99) < budget.p99Ms;
    console.log(`embedded database budgets ${met ? 'met' : 'NOT met'}`);
    return met;
  } finally {
    if (server) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  // The sandbox provider is an explicit choice in production (ADR 0021); the bench pays nobody.
  return spawn(process.execPath, [join(root, 'server/src/main.ts')], {
    env: { ...env, PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'warn', PUBLIC_BASE_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(server: ChildProcess) {
  // The first start migrates and seeds the demo data: give it three minutes (a busy machine).
  for (let attempt = 0; attempt < 1800; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not answer`);
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function login(email: string, password: string) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * Asks `path` one request at a time until `busy()` turns 0: back to back, or `pauseMs` apart (a
 * monitor's pace, which leaves the server's thread to the work being measured).
 */
async function sampleWhile(
  busy: () => number,
  what: string,
  path: string,
  options: { token?: string; pauseMs?: number } = {},
): Promise<Sample[]> {
  const samples: Sample[] = [];
  while (busy() > 0) {
    const started = performance.now();
    const response = await fetch(
      `${base}${path}`,
      options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {},
    );
    await response.arrayBuffer();
    samples.push({ what, ms: performance.now() - started, status: response.status, stillOpen: busy() });
    if (options.pauseMs) await delay(options.pauseMs);
  }
  return samples;
}

async function signInFloods(memberToken: string) {
  const samples: Sample[] = [];
  const statuses: Record<number, number> = {};
  const floodSeconds: number[] = [];
  for (let round = 0; round < floods; round++) {
    let open = signInsAtOnce;
    const started = performance.now();
    const signIns = Array.from({ length: signInsAtOnce }, async (_, index) => {
      const account = demoAccounts[index % demoAccounts.length] as (typeof demoAccounts)[number];
      const response = await login(account.email, account.password);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      open--;
    });
    const sampled = await Promise.all([
      sampleWhile(() => open, 'health', '/api/health'),
      sampleWhile(() => open, 'static', staticFile),
      sampleWhile(() => open, 'userinfo', '/api/auth/userinfo', { token: memberToken }),
      Promise.all(signIns),
    ]);
    floodSeconds.push((performance.now() - started) / 1000);
    samples.push(...sampled[0], ...sampled[1], ...sampled[2]);
  }
  const failed = samples.filter((s) => s.status !== 200);
  if (failed.length > 0)
    throw new Error(`requests failed during the flood: ${JSON.stringify(failed.slice(0, 5))}`);
  return { samples, statuses, floodSeconds };
}

function importRequest(adminToken: string, tag: string) {
  const rows = Array.from({ length: importRows }, (_, index) => [
    `Kişi${index}`,
    'Akın',
    `${tag}${index}@bench.example.com`,
    `${tag.slice(0, 1).toUpperCase()}${String(1_000_000 + index)}`,
  ]);
  const form = new FormData();
  form.append('language', 'en');
  form.append(
    'file',
    new Blob([workbookOf(['Ad', 'Soyad', 'E-posta', 'Pasaport no'], rows) as Uint8Array<ArrayBuffer>]),
    'accounts.xlsx',
  );
  return fetch(`${base}/api/accounts/excelaccountfileupload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, accept: 'application/x-ndjson' },
    body: form,
  });
}

/** Reads an NDJSON answer line by line, calling `onLine` with each line as it arrives. */
async function readLines(response: Response, onLine: (line: string) => void) {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body as ReadableStream<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line) onLine(line);
  }
  if (pending) onLine(pending);
}

async function importWithProgress(adminToken: string, tag: string) {
  let open = 1;
  const started = performance.now();
  const arrivals: number[] = [];
  const lines: string[] = [];
  const importing = (async () => {
    const response = await importRequest(adminToken, tag);
    if (response.status !== 200) throw new Error(`the import answered ${response.status}`);
    await readLines(response, (line) => {
      arrivals.push(performance.now());
      lines.push(line);
    });
    open = 0;
  })();
  const [health] = await Promise.all([
    sampleWhile(() => open, 'health', '/api/health', { pauseMs: 100 }),
    importing,
  ]);
  const gaps = arrivals.slice(1).map((at, index) => at - (arrivals[index] as number));
  const widest = gaps.indexOf(Math.max(...gaps));
  const envelope = JSON.parse(lines.at(-1) ?? '{}') as { code: number; data?: { created?: number } };
  return {
    lines: arrivals.length,
    seconds: (performance.now() - started) / 1000,
    firstLineSeconds: ((arrivals[0] ?? started) - started) / 1000,
    largestGapMs: Math.max(0, ...gaps),
    largestGapBetween: `${lines[widest]} and ${lines[widest + 1]?.slice(0, 60)}`,
    result: `answer ${envelope.code}, ${envelope.data?.created ?? 0} created`,
    health,
  };
}

/**
 * Seconds from SIGTERM until the process has exited, SIGTERM being sent during an import: at its
 * first progress line, or 5 s after the request when no line has come by then (a server whose
 * import holds its thread sends none until the end).
 */
async function sigtermDuringImport(server: ChildProcess, adminToken: string) {
  const exited = once(server, 'exit');
  const sent = performance.now();
  const response = await importRequest(adminToken, 'term');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const trigger = await Promise.race([
    reader.read().then(() => 'its first progress line'),
    new Promise<string>((resolve) =>
      setTimeout(() => resolve('5 s after the request'), Math.max(0, 5000 - (performance.now() - sent))),
    ),
  ]);
  const started = performance.now();
  server.kill('SIGTERM');
  await exited;
  await reader.cancel().catch(() => {});
  return { seconds: (performance.now() - started) / 1000, trigger };
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

if (import.meta.main) process.exitCode = (await runEmbeddedDatabaseBench()) ? 0 : 1;
