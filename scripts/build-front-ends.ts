// The front ends' builds for `npm start` (scripts/build-apps-if-stale.ts): `rsbuild build` in each
// app's folder, as `npm run build -w <app>` does, but several at once and without npm in between,
// each one's output kept back unless it fails or LOG_LEVEL=debug asks for it (issue 30).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

export interface FrontEnd {
  /** The npm workspace, for `npm run build -w`. */
  readonly workspace: string;
  /** Its folder from the repository's root. */
  readonly dir: string;
  /** The file its build writes last-ish, whose time tells when it was built. */
  readonly built: string;
}

export const frontEnds: readonly FrontEnd[] = [
  { workspace: '@coach/public-site', dir: 'public-site', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/member-app', dir: 'member-app', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/admin-app', dir: 'admin-app', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/host', dir: 'shells/host', built: 'dist/index.html' },
];

const root = join(import.meta.dirname, '..');
const rsbuildBin = join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/**
 * How many builds run at once: one a core, at most four. A build is partly one JavaScript thread
 * (the plugins, vanilla-extract's child compilations) and partly rspack's threads, so two builds
 * on two cores keep both busy where one leaves a core waiting.
 */
export const buildsAtOnce = (cores = availableParallelism()): number => Math.min(4, Math.max(1, cores));

/** Runs `work` over `items`, at most `limit` at a time, keeping their order in the answer. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export interface BuildResult {
  readonly app: FrontEnd;
  readonly ok: boolean;
  readonly seconds: number;
  /** Everything the build printed, stdout and stderr as they came. */
  readonly output: string;
}

export interface BuildOptions {
  /**
   * Skip the `.br`/`.gz` siblings (shells/kit/build/precompress-plugin.ts): the server compresses
   * what has none on the fly, and a local start need not spend Brotli's quality 11 on every file.
   */
  readonly precompress: boolean;
  /** Called as each build ends, in the order they end. */
  readonly onDone?: (result: BuildResult) => void;
}

function buildOne(app: FrontEnd, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [rsbuildBin, 'build'], {
      cwd: join(root, app.dir),
      env: { ...process.env, ...(options.precompress ? {} : { PRECOMPRESS: 'off' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const end = (ok: boolean) => {
      const result = { app, ok, seconds: (performance.now() - started) / 1000, output };
      options.onDone?.(result);
      resolve(result);
    };
    child.once('error', (error) => {
      output += String(error);
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

/** Builds `apps`, `buildsAtOnce()` at a time; every build runs to its end, failed or not. */
export function buildFrontEnds(apps: readonly FrontEnd[], options: BuildOptions): Promise<BuildResult[]> {
  return inParallel(apps, buildsAtOnce(), (app) => buildOne(app, options));
}
