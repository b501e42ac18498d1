// `npm run bench -- scale` (issue 29): every list, search, filter, sort, page, detail, dashboard,
// report and export the admin app and the member app call, timed on a programme of 100,000
// members. Seeds the database `bench_scale` or reuses it (seed.ts), starts the full server in
// production mode on it, signs in as each role, times each case of cases.ts (warm-up, then rounds
// that go over every case in turn, so that load on the machine falls on all alike), then the
// accounts export and a 5,000-row import (export-import.ts) and the other lists' exports
// (list-exports.ts). Prints p50, p95, rows and PASS/FAIL
// against budgets.ts, and exits non-zero when any budget fails.
//
// BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
// BENCH_SCALE_ROUNDS (5) and BENCH_SCALE_SAMPLES (4 a round) the samples; BENCH_SCALE_ONLY a pattern
// of case names to time alone (no export or import then, unless it matches "accounts export" — the
// accounts export and the import — or "list export", the other lists' exports of list-exports.ts),
// as does an argument after `scale` (`npm run bench -- scale preview`, `… scale export`);
// BENCH_SCALE_LISTS a pattern of the lists whose exports are timed (`'points ledger'`).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { type BudgetClass, budgetClasses } from './budgets.ts';
import { type AdministratorPost, type Fixture, type ScaleCase, scaleCases, type Who } from './cases.ts';
import { exportAndImport, residentMb, type Server, type StepResult } from './export-import.ts';
import { exportLists } from './list-exports.ts';
import { benchPassword, knownAccounts, seedOrReuse, sizes } from './seed.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 5);
const samplesPerRound = Number(process.env.BENCH_SCALE_SAMPLES ?? 4);
/** A case slower than this gets one sample a round: the run stays within minutes. */
const slowMs = 1_000;
/** `BENCH_SCALE_ONLY`, or the argument after `scale`: `npm run bench -- scale preview`. */
const scaleArgument = process.argv.indexOf('scale');
const onlyPattern =
  process.env.BENCH_SCALE_ONLY || (scaleArgument === -1 ? undefined : process.argv[scaleArgument + 1]);
const only = onlyPattern ? new RegExp(onlyPattern, 'i') : null;

interface Measured {
  readonly scaleCase: ScaleCase;
  /** The second warm-up's time: a case slower than `slowMs` gets one sample a round. */
  warmUpMs: number;
  /** The request as sent (page resolved), or null when the API does not offer it. */
  path: string | null;
  readonly timesMs: number[];
  rows: number | null;
  total: number | null;
  /** The answer's size, and its status when it is a redirect (not followed). */
  bytes: number;
  redirect: number | null;
  error: string | null;
}

export async function runScaleBench(): Promise<number> {
  const database = await seedOrReuse((line) => console.log(line));
  const seeded = await readFixture(database.url);
  const seedInfo = await readSeedInfo(database.url);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(database.url, port);
  try {
    await waitFor(`${base}/api/health`, server);
    const operations = await readOperations(base);
    const serverInfo: Server = { base, pid: server.pid as number, operations };
    const tokens = await signInAll(base, seeded);
    const fixture: Fixture = {
      ...seeded,
      publicationId: await busyPublication(base, tokens.busy, seeded.busyId, database.url),
    };
    const cases = scaleCases.filter((scaleCase) => !only || only.test(scaleCase.name));
    const startedMb = residentMb(serverInfo.pid);
    const measured = await measure(cases, base, tokens, fixture, operations);
    const measuredMb = residentMb(serverInfo.pid);

    const steps: StepResult[] = [
      ...(!only || only.test('accounts export')
        ? await exportAndImport(serverInfo, tokens.administrator, database.url, sizes.accounts)
        : []),
      ...(!only || only.test('list export') ? await exportLists(serverInfo, tokens.administrator) : []),
    ];

    printHeader(database.url, seedInfo, database.seeded, cases.length);
    console.log(
      `server RSS: ${startedMb.toFixed(0)} MB signed in, ${measuredMb.toFixed(0)} MB after the cases, ` +
        `${residentMb(serverInfo.pid).toFixed(0)} MB after the export and import`,
    );
    const failures = printCases(measured) + printSteps(steps);
    printUncovered(operations, scaleCases, fixture);
    console.log(
      failures === 0
        ? '\nEvery budget PASSES.'
        : `\n${failures} budget${failures === 1 ? '' : 's'} FAIL (figures above; budgets in scripts/bench/scale/budgets.ts).`,
    );
    return failures === 0 ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
  }
}

async function readFixture(
  url: string,
): Promise<Omit<Fixture, 'publicationId'> & { readonly waitingCoacheeEmail: string }> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const idOf = async (email: string) =>
      ((await client`select id from accounts where email = ${email}`)[0]?.id as string | undefined) ??
      missing(email);
    const busyId = await idOf(knownAccounts.busy);
    const one = async (what: string, rows: Promise<postgres.RowList<postgres.Row[]>>) =>
      (await rows)[0] ?? missing(what);
    const open = await one(
      'an open project of the busy member',
      client`select id from projects where state = 'open' and ${busyId} in (coach_account_id, coachee_account_id) limit 1`,
    );
    const closed = await one(
      'a closed project of the busy member',
      client`select p.id from projects p join project_sessions s on s.project_id = p.id
        where p.state <> 'open' and ${busyId} in (p.coach_account_id, p.coachee_account_id) limit 1`,
    );
    const waiting = await one(
      'a waiting closing request',
      client`select r.id, a.email from project_completion_requests r join projects p on p.id = r.project_id
        join accounts a on a.id = p.coachee_account_id
        where r.state = 'waiting' and a.status = 'active' and not a.is_locked and a.password_hash is not null
        order by r.created_at limit 1`,
    );
    const file = await one(
      'a pending proof',
      client`select id from account_files where state = 'pending' order by created_at desc limit 1`,
    );
    const outbox = await one('an outbox row', client`select id from outbox order by created_at desc limit 1`);
    const badge = await one('a badge', client`select id from account_badges where name_en = 'Silver'`);
    const membershipPackage = await one(
      'a package on sale',
      client`select id from membership_packages where retired_at is null order by price_usd desc limit 1`,
    );
    const checkout = await one(
      "an open sandbox checkout (the provider's side, seed.ts repairs)",
      client`select token from sandbox_payments where status = 'open' order by created_at desc limit 1`,
    );
    const order = await one(
      'a card order',
      client`select id from orders where checkout_id is not null order by created_at desc limit 1`,
    );
    const requesting = await one(
      'an open request',
      client`select account_id from project_requests where state = 'open' order by created_at, id limit 1`,
    );
    // The newest kept run, the one that left every open request over (seed.ts's repairs).
    const matchingRun = await one(
      'a kept matching run',
      client`select id from matching_runs order by started_at desc, id desc limit 1`,
    );
    const memberId = await idOf(knownAccounts.member);
    // The seed writes no mail to a group and no unsubscribe key: the first run adds one of each
    // (a finished mail to the active members that queued nothing, and the known member's key, news
    // left on as without one), later runs find them.
    const groupMail =
      (await client`select id from group_mails order by created_at desc limit 1`)[0] ??
      (await one(
        'a mail to a group',
        client`insert into group_mails (subject_tr, body_tr, subject_en, body_en, audience, status,
            recipients_total, matching_total, sent_by_label, created_at, finished_at)
          values ('Programme haberleri', 'Merhaba,

Program haberleri.', 'Programme news',
            'Hello,

Programme news.', ${client.json({
          kind: 'filter',
          filter: { search: '', role: 'User', status: 'active' },
          savedFilterId: null,
        })}, 'done', 0, 0, 'Scale benchmark', now(), now())
          returning id`,
      ));
    const preferences = await one(
      "the known member's unsubscribe key",
      client`insert into mail_preferences (account_id) values (${memberId})
        on conflict (account_id) do update set account_id = excluded.account_id
        returning unsubscribe_key`,
    );
    const feed = await one(
      "the busy member's calendar feed (seed.ts's repairs)",
      client`select token from calendar_feeds where account_id = ${busyId}`,
    );
    return {
      busyId,
      busyFeedToken: feed.token,
      coachId: await idOf(knownAccounts.coach),
      memberId,
      busyOpenProjectId: open.id,
      busyClosedProjectId: closed.id,
      waitingCompletionId: waiting.id,
      waitingCoacheeEmail: waiting.email,
      pendingFileId: file.id,
      outboxId: outbox.id,
      badgeId: badge.id,
      packageId: membershipPackage.id,
      openCheckoutToken: checkout.token,
      orderId: order.id,
      requestingMemberId: requesting.account_id,
      matchingRunId: matchingRun.id,
      groupMailId: groupMail.id,
      unsubscribeToken: `${memberId}.${preferences.unsubscribe_key}`,
    };
  } finally {
    await client.end();
  }
}

/**
 * A published log of the busy member's whole log (500 projects): the newest one still published,
 * or one published now through the API (signing and its PDF need the server), kept for later runs.
 */
async function busyPublication(base: string, token: string, busyId: string, url: string): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [kept] = await client`select id from coaching_log_publications
      where account_id = ${busyId} and revoked_at is null order by published_at desc limit 1`;
    if (kept) return kept.id as string;
  } finally {
    await client.end();
  }
  const response = await fetch(`${base}/api/coachinglog/publications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'tr' }),
  });
  const body = (await response.json()) as { data?: { publicationId?: string }; message?: string };
  if (!body.data?.publicationId) throw new Error(`publishing the busy member's log failed: ${body.message}`);
  return body.data.publicationId;
}

function missing(what: string): never {
  throw new Error(`the scale database has no ${what}: seed it again (BENCH_SCALE_RESEED=1)`);
}

async function readSeedInfo(url: string): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client`select version, seeded_at, seed_seconds from bench_seed_info`;
    return row
      ? `seed ${row.version} of ${new Date(row.seeded_at).toISOString()} (${row.seed_seconds} s)`
      : 'no seed';
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** The full server as in production, its output ignored (as scripts/bench/run.ts starts it). */
function startServer(databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, [join(root, 'server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // The sandbox provider is an explicit choice in production (ADR 0021); the bench pays nobody.
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      // As behind a proxy: a visitor's case names its own address (visitorAddress), so that what it
      // counts against an address (a refused OAuth callback is a sign-in failure) never falls on the
      // loopback address every bench signs in from.
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: 'ignore',
  });
}

async function waitFor(url: string, server: ChildProcess) {
  // Starting runs the migrations of the working tree first: on 100,000 accounts that can take a while.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

/** The OpenAPI document's paths with their methods, and each GET's query and path parameters. */
async function readOperations(base: string): Promise<Map<string, Set<string>>> {
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
  };
  for (const [path, item] of Object.entries(document.paths)) {
    declared.set(path, new Set((item.get?.parameters ?? []).map((parameter) => parameter.name)));
  }
  return new Map(
    Object.entries(document.paths).map(([path, methods]) => [path, new Set(Object.keys(methods))]),
  );
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!body.data?.token) throw new Error(`signing in as ${email} failed: ${response.status} ${body.message}`);
  return body.data.token;
}

async function signInAll(
  base: string,
  fixture: { waitingCoacheeEmail: string },
): Promise<Record<Who, string>> {
  return {
    administrator: await signIn(base, knownAccounts.administrator),
    salesman: await signIn(base, knownAccounts.salesman),
    busy: await signIn(base, knownAccounts.busy),
    member: await signIn(base, knownAccounts.member),
    waitingCoachee: await signIn(base, fixture.waitingCoacheeEmail),
    visitor: '',
  };
}

/** The OpenAPI template a request path answers to, e.g. `/api/accounts/{id}`. */
function templateOf(operations: ReadonlyMap<string, ReadonlySet<string>>, path: string): string | null {
  const pathname = path.split('?')[0] as string;
  for (const [template, methods] of operations) {
    if (!methods.has('get')) continue;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname)) return template;
  }
  return null;
}

/** Each GET operation's declared parameters (readOperations). */
const declared = new Map<string, Set<string>>();

/** Query parameters the case uses that its operation does not declare (the API changed). */
function undeclared(base: string, path: string, template: string): string[] {
  return [...new URL(path, base).searchParams.keys()].filter((name) => !declared.get(template)?.has(name));
}

let visitors = 0;
/** A new address of the benchmarking range (198.18.0.0/15, RFC 2544) for each visitor's request. */
function visitorAddress(): string {
  visitors += 1;
  return `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * One request as the app sends it: signed in with the token, or as a visitor (no token); a POST
 * with `body` as JSON when the case has one (a count that reads only).
 */
async function timed(base: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = token
    ? { authorization: `Bearer ${token}` }
    : { 'x-forwarded-for': visitorAddress() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  // A redirect is the answer timed (the OAuth callback's), never followed.
  const response = await fetch(`${base}${path}`, {
    headers,
    redirect: 'manual',
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
  });
  const bytes = await response.arrayBuffer();
  const ms = performance.now() - started;
  return { ms, response, bytes };
}

/** A POST as the administrator, for a case's change before its request (`ScaleCase.before`). */
function administratorPost(base: string, token: string): AdministratorPost {
  return async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${text.slice(0, 120)}`);
  };
}

/** The answer the case means: a redirect for a case that `redirects`, else any 2xx. */
const answered = (scaleCase: ScaleCase, response: Response) =>
  scaleCase.redirects ? response.status >= 300 && response.status < 400 : response.ok;

/** Rows on the page (items), and the list's total when it has one; null for a file. */
function rowsOf(response: Response, bytes: ArrayBuffer): { rows: number | null; total: number | null } {
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return { rows: null, total: null };
  const data = (JSON.parse(new TextDecoder().decode(bytes)) as { data?: unknown }).data;
  if (Array.isArray(data)) return { rows: data.length, total: null };
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const list = Object.values(record).find(Array.isArray) as unknown[] | undefined;
    return {
      rows: Array.isArray(record.items) ? record.items.length : (list?.length ?? 1),
      total: typeof record.total === 'number' ? record.total : null,
    };
  }
  return { rows: 1, total: null };
}

async function measure(
  cases: readonly ScaleCase[],
  base: string,
  tokens: Record<Who, string>,
  fixture: Fixture,
  operations: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Measured[]> {
  // Resolve each case: its operation, its page, and a warm-up (JIT, pool, the database's caches).
  const measured: Measured[] = [];
  const post = administratorPost(base, tokens.administrator);
  for (const scaleCase of cases) {
    const entry: Measured = {
      scaleCase,
      warmUpMs: 0,
      path: null,
      timesMs: [],
      rows: null,
      total: null,
      bytes: 0,
      redirect: null,
      error: null,
    };
    measured.push(entry);
    let path = scaleCase.path(fixture);
    const template = templateOf(operations, path);
    const unknown = template ? undeclared(base, path, template) : [];
    if (!template || unknown.length > 0) {
      entry.error = template ? `not offered: ${unknown.join(', ')}` : 'not offered by the API';
      continue;
    }
    const token = tokens[scaleCase.as];
    if (scaleCase.page) {
      const first = await timed(base, `${path}&page=1`, token);
      if (!first.response.ok) {
        entry.error = `HTTP ${first.response.status}`;
        continue;
      }
      const { total } = rowsOf(first.response, first.bytes);
      const pageSize = Number(new URL(path, base).searchParams.get('pageSize') ?? 20);
      const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
      const page = scaleCase.page === 'first' ? 1 : scaleCase.page === 'last' ? last : Math.ceil(last / 2);
      path = `${path}&page=${page}`;
    }
    entry.path = path;
    for (let warmUp = 0; warmUp < 2; warmUp++) {
      await scaleCase.before?.(post, fixture);
      const { ms, response, bytes } = await timed(base, path, token, scaleCase.body?.(fixture));
      if (!answered(scaleCase, response)) {
        entry.error = `HTTP ${response.status}: ${new TextDecoder().decode(bytes).slice(0, 120)}`;
        break;
      }
      Object.assign(entry, rowsOf(response, bytes), {
        bytes: bytes.byteLength,
        redirect: scaleCase.redirects ? response.status : null,
      });
      entry.warmUpMs = ms;
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  for (let round = 0; round < rounds; round++) {
    for (const entry of measured) {
      if (entry.error || !entry.path) continue;
      const slow = entry.warmUpMs >= slowMs;
      for (let sample = 0; sample < (slow ? 1 : samplesPerRound); sample++) {
        await entry.scaleCase.before?.(post, fixture);
        const { ms, response } = await timed(
          base,
          entry.path,
          tokens[entry.scaleCase.as],
          entry.scaleCase.body?.(fixture),
        );
        if (!answered(entry.scaleCase, response))
          entry.error = `HTTP ${response.status} in round ${round + 1}`;
        entry.timesMs.push(ms);
      }
    }
    console.log(`round ${round + 1}/${rounds} done`);
  }
  return measured;
}

function quantile(sorted: readonly number[], q: number): number {
  // Nearest rank: the smallest sample with at least q of them at or below it.
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

function printHeader(databaseUrl: string, seedInfo: string, seeded: boolean, caseCount: number) {
  const uptime = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
  const host = new URL(databaseUrl).host;
  console.log(`\nScale benchmark (issue 29) — ${new Date().toISOString()}`);
  console.log(`uptime: ${uptime}`);
  console.log(
    `database: ${host}${new URL(databaseUrl).pathname}, ${seedInfo}${seeded ? ' (seeded by this run)' : ''}`,
  );
  console.log(
    `${caseCount} cases, ${rounds} rounds × ${samplesPerRound} samples after 2 warm-ups (1 a round when slower than ${slowMs} ms); ` +
      `node ${process.version}; times at the client on loopback, one request at a time`,
  );
}

function table(header: readonly string[], rows: readonly (readonly string[])[], right: ReadonlySet<number>) {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        right.has(index) ? cell.padStart(widths[index] as number) : cell.padEnd(widths[index] as number),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0);

/** The cases' table; answers the number of failed budgets. */
function printCases(measured: readonly Measured[]): number {
  let failures = 0;
  const rows = measured.map((entry) => {
    const budget = budgetClasses[entry.scaleCase.budget as BudgetClass];
    const sorted = [...entry.timesMs].sort((a, b) => a - b);
    const p50 = quantile(sorted, 0.5);
    const p95 = quantile(sorted, 0.95);
    const skipped = entry.error?.startsWith('not offered') ?? false;
    const pass = !entry.error && p95 <= budget.p95Ms;
    if (!pass && !skipped) failures += 1;
    return [
      entry.scaleCase.name,
      entry.scaleCase.as,
      sorted.length > 0 ? p50.toFixed(1) : '-',
      sorted.length > 0 ? p95.toFixed(1) : '-',
      String(sorted.length),
      entry.redirect !== null ? `${entry.redirect} →` : entry.rows === null ? 'file' : String(entry.rows),
      entry.total === null ? '' : String(entry.total),
      kilobytes(entry.bytes),
      `${budget.label} ${budget.p95Ms}`,
      skipped ? 'SKIP' : pass ? 'PASS' : 'FAIL',
      entry.error ?? '',
    ];
  });
  console.log('');
  table(
    ['case', 'as', 'p50 ms', 'p95 ms', 'n', 'rows', 'total', 'kB', 'budget ms', 'result', 'note'],
    rows,
    new Set([2, 3, 4, 5, 6, 7]),
  );
  return failures;
}

function printSteps(steps: readonly StepResult[]): number {
  if (steps.length === 0) return 0;
  console.log('');
  table(
    ['step', 'seconds', 'rows', 'budget', 'result', 'note'],
    steps.map((step) => [
      step.name,
      step.seconds.toFixed(1),
      String(step.rows),
      step.budget,
      step.pass ? 'PASS' : 'FAIL',
      step.detail,
    ]),
    new Set([1, 2]),
  );
  return steps.filter((step) => !step.pass).length;
}

/** GET operations no case times, so that a new list or report does not go unmeasured. */
function printUncovered(
  operations: ReadonlyMap<string, ReadonlySet<string>>,
  cases: readonly ScaleCase[],
  fixture: Fixture,
) {
  const covered = new Set(cases.map((scaleCase) => templateOf(operations, scaleCase.path(fixture))));
  // The export step's (export-import.ts).
  for (const path of ['/api/accounts/downloadexcelaccount', '/api/exports/{id}', '/api/exports/{id}/file'])
    covered.add(path);
  const uncovered = [...operations]
    .filter(([path, methods]) => methods.has('get') && !covered.has(path))
    .map(([path]) => path);
  if (uncovered.length > 0) console.log(`\nGET operations not timed: ${uncovered.join(', ')}`);
}

if (import.meta.main) process.exitCode = await runScaleBench();
