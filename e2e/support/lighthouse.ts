import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { median } from './median.ts';

// Lighthouse (the npm package, plain JavaScript) against Debian's Chromium: the browser is started
// with a DevTools port, Lighthouse connects to it and opens a tab per run. The configuration is
// Lighthouse's default: the mobile form factor with simulated throttling.

/** Starts Chromium with a free DevTools port, hands the port to `use`, and closes it afterwards. */
export async function withDebuggableChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    return await use(await devToolsPort(browser));
  } finally {
    if (browser.exitCode === null) {
      browser.kill();
      await once(browser, 'exit');
    }
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/…` on stderr once it is ready. */
function devToolsPort(browser: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 30_000);
    browser.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    browser.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium stopped (${code}) before it was ready:\n${output}`));
    });
  });
}

/** The figures the budget speaks of, from one run. */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly cumulativeLayoutShift: number;
  readonly firstContentfulPaintMs: number;
  readonly speedIndexMs: number;
  readonly transferredKiB: number;
  /** Lighthouse's measure of the CPU's speed during the run (lower is slower; a busy CPU is lower). */
  readonly benchmarkIndex: number;
}

export interface LighthouseRun {
  readonly figures: LighthouseFigures;
  readonly json: string;
  readonly html: string;
}

/**
 * Lighthouse's own failures to record a load (`NO_NAVSTART`: the trace missed the navigation's
 * start, seen on a busy CPU) say nothing about the page: such a run is made again, twice at most.
 * A page that fails to paint (`NO_FCP`) or to load fails the check at once.
 */
const recordingFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

/** One Lighthouse run of `url` (performance and accessibility only) in the browser at `port`. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !recordingFailures.has(code)) throw error;
      console.warn(`Lighthouse did not record ${url} (${code}); running it again`);
    }
  }
}

/**
 * The Accept-Language of a visitor who reads the page's language. Without it Chromium sends its
 * own (en-US), and the server sends such a visitor from `/` to `/en` (a redirect a Turkish visitor
 * never meets), so `/` would be measured as a redirect plus `/en`.
 */
const acceptLanguageOf = (url: string) =>
  /^\/en(\/|$)/.test(new URL(url).pathname) ? 'en-US,en;q=0.9' : 'tr-TR,tr;q=0.9';

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    extraHeaders: { 'Accept-Language': acceptLanguageOf(url) },
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const failure = new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    throw Object.assign(failure, { code: lhr.runtimeError.code });
  }
  // A redirect would measure another page than the one the budget names.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const [json = '', html = ''] = Array.isArray(result.report) ? result.report : [result.report];
  return {
    figures: {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      transferredKiB: numeric('total-byte-weight') / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
    json,
    html,
  };
}

/** The median of each figure on its own (with an odd number of runs: the middle one). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const [first] = runs;
  if (!first) throw new Error('no Lighthouse runs');
  const names = Object.keys(first) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    names.map((name) => [name, median(runs.map((run) => run[name]))]),
  ) as unknown as LighthouseFigures;
}
