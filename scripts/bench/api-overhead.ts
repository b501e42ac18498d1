// The API's own overhead (issue 29): three calls through the full server next to a minimal
// node:http + postgres.js server issuing the same statements (baseline-server.ts), measured in
// alternating rounds (full, minimal, full, minimal, …) so that whatever else loads the machine
// weighs on both alike. Budgets: throughput ≥ 0.7× the minimal server's, p99 ≤ 1.5× its p99.
import { cpuSecondsOf, load } from './load.ts';

export interface BenchServer {
  readonly origin: string;
  readonly pid: number;
}

export interface ApiOverheadOptions {
  readonly full: BenchServer;
  readonly minimal: BenchServer;
  /** A member's token (userinfo, their projects) and an administrator's (the accounts list). */
  readonly memberToken: string;
  readonly adminToken: string;
  /** Seconds of load per server and call, split in rounds of `roundSeconds`. */
  readonly seconds: number;
  readonly connections: number;
  readonly roundSeconds?: number;
}

export const overheadBudget = { throughputRatio: 0.7, p99Ratio: 1.5 } as const;

interface Side {
  requests: number;
  seconds: number;
  cpuSeconds: number;
  latencies: number[];
  failed: number;
}

const allCalls = [
  { name: 'GET /api/auth/userinfo', path: '/api/auth/userinfo', as: 'member' },
  { name: 'GET /api/projects/getmyallprojects', path: '/api/projects/getmyallprojects', as: 'member' },
  { name: 'GET /api/accounts (a page)', path: '/api/accounts?page=1', as: 'admin' },
] as const;

/** BENCH_CALLS=userinfo,accounts measures only the calls whose path holds one of the words. */
const calls = allCalls.filter(
  (call) =>
    !process.env.BENCH_CALLS || process.env.BENCH_CALLS.split(',').some((word) => call.path.includes(word)),
);

/** Prints a table per call and the ratios; answers whether every budget was met. */
export async function runApiOverheadBench(options: ApiOverheadOptions): Promise<boolean> {
  const { full, minimal, seconds, connections } = options;
  const roundSeconds = options.roundSeconds ?? 2;
  const rounds = Math.max(1, Math.round(seconds / roundSeconds));
  const rows = [];
  let met = true;
  for (const call of calls) {
    const token = call.as === 'member' ? options.memberToken : options.adminToken;
    await sameAnswers(call.path, token, full, minimal);
    const sides = { full: emptySide(), minimal: emptySide() };
    // Warm-up (JIT, pools, prepared statements, caches), alternating too; not counted.
    for (const server of [full, minimal]) await load(server.origin + call.path, token, 1, connections);
    for (let round = 0; round < rounds; round++) {
      for (const [which, server] of [
        ['full', full],
        ['minimal', minimal],
      ] as const) {
        const side = sides[which];
        const cpuBefore = cpuSecondsOf(server.pid);
        const result = await load(server.origin + call.path, token, roundSeconds, connections, {
          latencies: side.latencies,
        });
        side.cpuSeconds += cpuSecondsOf(server.pid) - cpuBefore;
        side.requests += result.requests;
        side.seconds += result.seconds;
        side.failed += result.non2xx + result.errors;
      }
    }
    // Figures built on failed requests would be meaningless: refuse them instead of printing them.
    for (const [which, side] of Object.entries(sides)) {
      if (side.failed > 0)
        throw new Error(`${side.failed} requests failed on the ${which} server (${call.name})`);
    }
    const figures = { full: figuresOf(sides.full), minimal: figuresOf(sides.minimal) };
    const throughputRatio = figures.full.perSecond / figures.minimal.perSecond;
    const p99Ratio = figures.full.p99 / Math.max(figures.minimal.p99, 1);
    const pass = throughputRatio >= overheadBudget.throughputRatio && p99Ratio <= overheadBudget.p99Ratio;
    met &&= pass;
    rows.push({
      call: call.name,
      'full req/s': Math.round(figures.full.perSecond),
      'minimal req/s': Math.round(figures.minimal.perSecond),
      'req/s ratio': throughputRatio.toFixed(2),
      'p50 ms full/min': `${figures.full.p50.toFixed(1)} / ${figures.minimal.p50.toFixed(1)}`,
      'p99 ms full/min': `${figures.full.p99.toFixed(1)} / ${figures.minimal.p99.toFixed(1)}`,
      'p99 ratio': p99Ratio.toFixed(2),
      'CPU µs/req full/min': `${figures.full.cpuMicros} / ${figures.minimal.cpuMicros}`,
      budget: pass ? 'PASS' : 'FAIL',
    });
  }
  console.log(
    `\nAPI overhead, full server vs minimal node:http + postgres.js on the same statements — ` +
      `${rounds} alternating rounds of ${roundSeconds} s per server, ${connections} connections ` +
      `(budget: req/s ratio ≥ ${overheadBudget.throughputRatio}, p99 ratio ≤ ${overheadBudget.p99Ratio})`,
  );
  console.table(rows);
  return met;
}

function emptySide(): Side {
  return { requests: 0, seconds: 0, cpuSeconds: 0, latencies: [], failed: 0 };
}

function figuresOf(side: Side) {
  const sorted = side.latencies.toSorted((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  return {
    perSecond: side.requests / side.seconds,
    p50: at(0.5),
    p99: at(0.99),
    cpuMicros: Math.round((side.cpuSeconds / Math.max(side.requests, 1)) * 1e6),
  };
}

/**
 * Both servers must send the same body (envelope, message and every field of `data`), or the ratio
 * would compare different work: the minimal server's statements and views are copies, and the
 * platform's may change. Only the order of an object's keys may differ.
 */
async function sameAnswers(path: string, token: string, full: BenchServer, minimal: BenchServer) {
  const answers = await Promise.all(
    [full, minimal].map(async (server) => {
      const response = await fetch(server.origin + path, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      if (response.status !== 200) throw new Error(`${server.origin}${path} answered ${response.status}`);
      return canonical(await response.json());
    }),
  );
  if (answers[0] !== answers[1])
    throw new Error(
      `the two servers answer ${path} differently:\n  full:    ${answers[0]}\n  minimal: ${answers[1]}`,
    );
}

/** JSON with every object's keys sorted, so that only values and order of items count. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).toSorted(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
