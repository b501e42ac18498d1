// `npm run prerender` (the last step of `npm run build:apps`): the public landing pages, in both
// languages, rendered to HTML from the production bundles in Chromium and written to
// shells/host/dist/prerendered/ (contract 1 of issue 10, ADR 0024). Three passes over the pages,
// all through the real server: draw each page (pass 1), hydrate the snapshot to take React's ids
// (pass 2), and verify the written files as a visitor meets them (pass 3). Without Chromium the
// pages are simply drawn in the browser, unless PRERENDER=required.
//
// `--for-start` is `npm start`'s run (scripts/build-apps-if-stale.ts): passes 1 and 2 only, so the
// same files, but not checked in other locales, themes and signed in; the build that CI and a
// deployment run (`npm run build:apps`) checks them. Pass 2 still fails on a page whose attributes
// React would not adopt. It prints one line; LOG_LEVEL=debug adds the table of pages (issue 30).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundFileOf, prerenderedFileOf, prerenderedPaths } from '@coach/core/contracts';
import type { Browser, BrowserContext } from '@playwright/test';
import { demoAccounts, demoPasswords } from '../../server/src/seed/demo-data.ts';
import { inParallel } from '../build-front-ends.ts';
import { isVerbose } from '../start-log.ts';
import { capturePage } from './capture.ts';
import { chromiumPath, hasChromium, launchChromium } from './chromium.ts';
import { type PageCapture, prerenderedDocument } from './document.ts';
import { languageOfPath, snapshotBrowser } from './page-watch.ts';
import { startPlatformServer } from './platform-server.ts';
import { publishAfterPaint } from './publish-after-paint.ts';
import { settleIds } from './settle-ids.ts';
import { type Check, verifyPage } from './verify.ts';

const root = join(import.meta.dirname, '..', '..');
const hostDist = join(root, 'shells/host/dist');
export const prerenderedDir = join(hostDist, 'prerendered');
/**
 * The run's work in progress, which only its own server reads (PRERENDERED_DIR): a running
 * `npm start` (scripts/start.ts pre-renders while it serves) never serves a page of pass 1 or a
 * half-written file. The finished set replaces `prerenderedDir` in one rename (publish).
 */
const workDir = join(hostDist, 'prerendered.next');
const builds = [
  join(hostDist, 'index.html'),
  ...['public-site', 'member-app', 'admin-app'].map((dir) => join(root, dir, 'dist/mf-manifest.json')),
];
/** Pages open side by side: enough to keep two cores busy while others wait on the network. */
const parallelPages = 3;

interface Target {
  readonly path: string;
  readonly file: string;
}

// An address no page has: the app draws its 404 page there.
const notFoundProbe = '__not_found__';
const targets: Target[] = [
  ...prerenderedPaths().map((path) => ({ path, file: prerenderedFileOf(path) })),
  { path: `/${notFoundProbe}`, file: notFoundFileOf('tr') },
  { path: `/en/${notFoundProbe}`, file: notFoundFileOf('en') },
];

const forStart = process.argv.includes('--for-start');

/** A reason to fail the build, told in one message; the server and browser are closed first. */
class PrerenderFailure extends Error {}

function writePages(template: string, captures: readonly PageCapture[], afterPaintSrc: string): void {
  rmSync(workDir, { recursive: true, force: true });
  targets.forEach((target, index) => {
    const file = join(workDir, target.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, prerenderedDocument(template, captures[index] as PageCapture, afterPaintSrc));
  });
}

/**
 * The checked pages become the served ones. A rename is atomic, so a reader opens the old file or
 * the new one; between the two renames there is no folder and the server answers index.html.
 */
function publish(): void {
  const old = join(hostDist, 'prerendered.old');
  rmSync(old, { recursive: true, force: true });
  if (existsSync(prerenderedDir)) renameSync(prerenderedDir, old);
  renameSync(workDir, prerenderedDir);
  rmSync(old, { recursive: true, force: true });
}

async function signIn(baseUrl: string): Promise<string> {
  const member = demoAccounts.find((account) => account.accountRoleType === 'User');
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member?.email, password: demoPasswords.members }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`signing in the demo member failed (${response.status})`);
  return body.data.token;
}

/**
 * Pass 3: every written page as a visitor meets it, with the API answering, in another locale and
 * time zone, and a few in dark mode and signed in. Fails the build on any problem. The visitors of
 * every page share one browser per language, as someone reading one page after another does: its
 * cache spares each page the downloads and compiling of the ones before, which cost a third of
 * the pass's processor time when each page had a browser of its own (ADR 0024, addendum of
 * 2026-12-01). A file fetched twice is still seen from the cache (a request served from it is a
 * request of the page), and the dark-mode and signed-in visitors come in browsers of their own,
 * with nothing cached.
 */
async function verifyAll(browser: Browser, baseUrl: string): Promise<void> {
  const token = await signIn(baseUrl);
  // A visitor whose browser speaks another language, in another time zone: a page whose markup
  // followed the browser's locale or clock would not match the snapshot for them.
  const elsewhere = { ...snapshotBrowser, locale: 'de-DE', timezoneId: 'America/New_York' };
  const visitors = {
    tr: await browser.newContext(elsewhere),
    en: await browser.newContext(elsewhere),
  };
  const checks: (Check & { readonly where: Browser | BrowserContext })[] = [
    ...targets.map((target) => ({
      path: target.path,
      as: 'visitor',
      options: {},
      where: visitors[languageOfPath(target.path)],
    })),
    ...['/', '/en/login'].map((path) => ({
      path,
      as: 'dark mode chosen',
      options: { themeCookie: 'dark' as const },
      where: browser,
    })),
    { path: '/en', as: 'dark system', options: { colorScheme: 'dark' as const }, where: browser },
    ...['/', '/login'].map((path) => ({ path, as: 'signed in', options: { token }, where: browser })),
  ];
  const problems = (
    await inParallel(checks, parallelPages, (check) => verifyPage(check.where, baseUrl, check))
  ).flat();
  await Promise.all([visitors.tr.close(), visitors.en.close()]);
  if (problems.length > 0) {
    throw new PrerenderFailure(`the pre-rendered pages do not hydrate cleanly:\n  ${problems.join('\n  ')}`);
  }
}

async function main() {
  if (!hasChromium()) {
    if (process.env.PRERENDER === 'required') {
      throw new PrerenderFailure(`no Chromium at ${chromiumPath} and PRERENDER=required`);
    }
    // An earlier run's pages may name files this build no longer has.
    rmSync(prerenderedDir, { recursive: true, force: true });
    console.log(`skipping pre-rendering: no Chromium at ${chromiumPath}; pages render in the browser`);
    return;
  }
  const missing = builds.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new PrerenderFailure(`build the apps first (npm run build:apps); missing ${missing.join(', ')}`);
  }

  const started = performance.now();
  // Pass 1 must meet the single-page app, not an earlier run's pages.
  rmSync(workDir, { recursive: true, force: true });
  const template = readFileSync(join(hostDist, 'index.html'), 'utf8');
  const afterPaintSrc = publishAfterPaint(hostDist);
  const [serverStart, browserStart] = await Promise.allSettled([
    startPlatformServer(workDir),
    launchChromium(),
  ]);
  if (serverStart.status === 'rejected' || browserStart.status === 'rejected') {
    if (serverStart.status === 'fulfilled') await serverStart.value.stop();
    if (browserStart.status === 'fulfilled') await browserStart.value.close();
    throw serverStart.status === 'rejected'
      ? serverStart.reason
      : (browserStart as PromiseRejectedResult).reason;
  }
  const server = serverStart.value;
  const browser = browserStart.value;
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const seconds = ((now - last) / 1000).toFixed(1);
      last = now;
      return `${seconds} s`;
    };
  })();
  const laps = [`server and browser ${lap()}`];
  try {
    const url = (path: string) => new URL(path, server.url).href;
    // One browser context per language for passes 1 and 2: its cache spares each page the
    // downloads and compiling the previous ones did, and a page's `lang` cookie matches the others'.
    const contexts = {
      tr: await browser.newContext(snapshotBrowser),
      en: await browser.newContext(snapshotBrowser),
    };
    const contextOf = (path: string) => (languageOfPath(path) === 'en' ? contexts.en : contexts.tr);
    const captures = await inParallel(targets, parallelPages, (target) =>
      capturePage(contextOf(target.path), server.url, target.path),
    );
    writePages(template, captures, afterPaintSrc);
    laps.push(`drawing ${lap()}`);

    const settled = await inParallel(targets, parallelPages, (target) =>
      settleIds(contextOf(target.path), url(target.path)),
    );
    await Promise.all([contexts.tr.close(), contexts.en.close()]);
    const final = captures.map((capture, index) => ({
      ...capture,
      rootHtml: settled[index]?.rootHtml ?? capture.rootHtml,
    }));
    writePages(template, final, afterPaintSrc);
    laps.push(`ids ${lap()}`);

    if (!forStart) {
      await verifyAll(browser, server.url);
      laps.push(`verification ${lap()}`);
    }
    publish();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Pre-rendered ${targets.length} pages in ${seconds} s (${laps.join(', ')})${forStart ? '.' : ', in shells/host/dist/prerendered/:'}`,
    );
    if (forStart && !isVerbose()) return;
    console.table(
      targets.map((target, index) => {
        const html = readFileSync(join(prerenderedDir, target.file));
        return {
          file: target.file,
          'KiB gzip': (gzipSync(html, { level: 9 }).length / 1024).toFixed(1),
          preloads: html.toString().match(/rel="(preload|modulepreload)"/g)?.length ?? 0,
          'ids settled': settled[index]?.settledIds ?? 0,
        };
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

// Stopped from outside: exit, so that the server started here is stopped too (platform-server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

try {
  await main();
} catch (error) {
  // Without its pages the server serves index.html: slower, never wrong.
  rmSync(prerenderedDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
  const message =
    error instanceof PrerenderFailure ? error.message : String((error as Error)?.stack ?? error);
  process.stderr.write(`pre-rendering failed: ${message}\n`);
  process.exitCode = 1;
}
