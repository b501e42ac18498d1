// `npm start` builds the front ends only when their sources are newer than their last build, and
// pre-renders the public pages again after any build, so a second start is instant while a fresh
// clone still gets a complete build. It prints a line a step; LOG_LEVEL=debug prints the tools'
// own output as well (issue 30). With `--prerender-later` (scripts/start.ts) stale pages are only
// removed: the start pre-renders them once the server listens.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFrontEnds, type FrontEnd, frontEnds } from './build-front-ends.ts';
import { isVerbose, listed, secondsSince } from './start-log.ts';

const root = join(import.meta.dirname, '..');
// The kit is compiled into every app, so a change there makes every build stale.
const shared = [
  'shells/kit/src',
  'shells/kit/package.json',
  'shells/kit/rsbuild.shared.ts',
  'shells/kit/build',
  'shells/kit/standalone.html',
  'core/src/contracts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function staleFrontEnds(): FrontEnd[] {
  const sharedMtime = Math.max(...shared.map((path) => newestMtime(join(root, path))));
  return frontEnds.filter((app) => {
    const built = join(root, app.dir, app.built);
    if (!existsSync(built)) return true;
    const sources = ['src', 'rsbuild.config.ts', 'package.json', 'index.html', 'public'];
    const newest = Math.max(sharedMtime, ...sources.map((path) => newestMtime(join(root, app.dir, path))));
    return newest > statSync(built).mtimeMs;
  });
}

const verbose = isVerbose();
const started = performance.now();
const stale = staleFrontEnds();

if (stale.length > 0) {
  console.log(`Building the front ends: ${listed(stale.map((app) => app.dir))}…`);
  const results = await buildFrontEnds(stale, {
    precompress: false,
    onDone: (result) => {
      if (verbose || !result.ok) process.stdout.write(`\n── ${result.app.dir} ──\n${result.output}\n`);
    },
  });
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(
      `The build of ${listed(failed.map((result) => result.app.dir))} failed (the output is above).`,
    );
    process.exit(1);
  }
  const each = results.map((result) => `${result.app.dir} ${result.seconds.toFixed(1)} s`).join(', ');
  console.log(`Built in ${secondsSince(started)} (${each}).`);
}

// The pre-rendered pages are drawn from all four builds (ADR 0024): they are stale when any build
// or the pre-rendering itself is newer than them. Without Chromium the step only says it skipped.
const prerenderedDir = join(root, 'shells/host/dist/prerendered');
const prerendered = join(prerenderedDir, 'index.html');
const prerenderInputs = [
  ...frontEnds.map((app) => join(root, app.dir, app.built)),
  join(root, 'scripts/prerender'),
];
const prerenderStale =
  stale.length > 0 ||
  !existsSync(prerendered) ||
  Math.max(...prerenderInputs.map(newestMtime)) > statSync(prerendered).mtimeMs;
if (prerenderStale && process.argv.includes('--prerender-later')) {
  // Pages of an earlier build name bundles this one no longer has: none is better until the new ones.
  rmSync(prerenderedDir, { recursive: true, force: true });
  console.log('The public pages are pre-rendered in Chromium once the server listens.');
} else if (prerenderStale) {
  console.log('Pre-rendering the public pages in Chromium…');
  // `--for-start`: no verification pass, which `npm run build:apps` keeps (scripts/prerender/run.ts).
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/prerender/run.ts'), '--for-start'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', () => resolve(1));
    child.once('close', resolve);
  });
  if (code !== 0) {
    // The build fails on it (`npm run build:apps`); a local start goes on, a little slower.
    console.warn('Starting without pre-rendered pages: they render in the browser (see the error above).');
  }
} else if (stale.length === 0) {
  console.log('Front ends are up to date.');
}
