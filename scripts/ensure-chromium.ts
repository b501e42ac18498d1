// Run first by `npm run test:e2e`: the journeys drive Debian's Chromium (Playwright's own download
// cannot work on these machines, docs/stack-notes.md §3), so on a fresh machine the test command installs
// it when it can, or stops at once with the command to run instead of failing every journey with
// "executable doesn't exist".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The same choice as e2e/playwright.config.ts.
const debianChromium = '/usr/bin/chromium';
const packages = ['chromium', 'fonts-dejavu-core'];
const manualCommand = `sudo apt-get install ${packages.join(' ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const chosen = process.env.CHROMIUM_PATH;
if (chosen) {
  // An explicit choice is never replaced by another browser behind the user's back.
  if (existsSync(chosen)) process.exit(0);
  fail(`CHROMIUM_PATH is ${chosen}, which does not exist. Unset it to use ${debianChromium}.`);
}
if (existsSync(debianChromium)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasAptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasAptGet) {
  fail(
    `The end-to-end journeys need Chromium at ${debianChromium} (or CHROMIUM_PATH). Install it with:\n` +
      `  ${manualCommand}`,
  );
}

process.stdout.write(`Chromium is missing: installing Debian's ${packages.join(' and ')} with apt-get…\n`);
// The fonts give the screenshots readable text; noninteractive keeps debconf from asking anything.
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...packages],
]) {
  // apt's progress goes nowhere; its errors stay visible.
  const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) fail(`apt-get ${args.join(' ')} failed; run it by hand: ${manualCommand}`);
}
if (!existsSync(debianChromium)) fail(`apt-get finished but ${debianChromium} is still missing.`);
