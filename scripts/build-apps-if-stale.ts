// `npm start` builds the front ends only when their sources are newer than their last build, and
// pre-renders the public pages again after any build, so a second start is instant while a fresh
// clone still gets a complete build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
const apps = [
  { workspace: '@coach/public-site', dir: 'public-site', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/member-app', dir: 'member-app', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/admin-app', dir: 'admin-app', built: 'dist/mf-manifest.json' },
  { workspace: '@coach/host', dir: 'shells/host', built: 'dist/index.html' },
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

const sharedMtime = Math.max(...shared.map((path) => newestMtime(join(root, path))));
const stale = apps.filter((app) => {
  const built = join(root, app.dir, app.built);
  if (!existsSync(built)) return true;
  const sources = ['src', 'rsbuild.config.ts', 'package.json', 'index.html', 'public'];
  const newest = Math.max(sharedMtime, ...sources.map((path) => newestMtime(join(root, app.dir, path))));
  return newest > statSync(built).mtimeMs;
});

if (stale.length > 0) {
  console.log(`Building ${stale.map((app) => app.dir).join(', ')}…`);
  const args = ['run', 'build', ...stale.flatMap((app) => ['-w', app.workspace])];
  execFileSync('npm', args, { cwd: root, stdio: 'inherit' });
}

// The pre-rendered pages are drawn from all four builds (ADR 0024): they are stale when any build
// or the pre-rendering itself is newer than them. Without Chromium the step only says it skipped.
const prerendered = join(root, 'shells/host/dist/prerendered/index.html');
const prerenderInputs = [
  ...apps.map((app) => join(root, app.dir, app.built)),
  join(root, 'scripts/prerender'),
];
const prerenderStale =
  stale.length > 0 ||
  !existsSync(prerendered) ||
  Math.max(...prerenderInputs.map(newestMtime)) > statSync(prerendered).mtimeMs;
if (prerenderStale) {
  try {
    execFileSync('npm', ['run', 'prerender'], { cwd: root, stdio: 'inherit' });
  } catch {
    // The build fails on it (`npm run build:apps`); a local start goes on, a little slower.
    console.warn('Starting without pre-rendered pages: they render in the browser (see the error above).');
  }
} else if (stale.length === 0) {
  console.log('Front ends are up to date.');
}
