// The front end's weight against issue 10's goals: each remoteEntry.js at most 15 KiB gzip, and
// at most 170 KiB gzip of JavaScript for a first visit of the home page. The signed-in dashboard
// and the builds' totals are printed beside them, to be watched.

import { type FirstVisit, firstVisitScripts, withBrowser } from './first-visit.ts';
import { ownCopiesLoaded } from './own-copies.ts';
import { bundleSizes } from './sizes.ts';

export const remoteEntryGoalKiB = 15;
export const homeGoalKiB = 170;

const kib = (value: number) => value.toFixed(1);
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');

/** Prints the sizes of the builds (no server needed). */
export function printBundleSizes(root: string): void {
  const sizes = bundleSizes(root);
  console.log('\nFront-end builds (gzip -9, KiB):');
  console.table(
    sizes.map((row) => ({
      app: row.app,
      'remoteEntry.js': row.remoteEntryKiB === undefined ? '' : kib(row.remoteEntryKiB),
      [`÷ goal ${remoteEntryGoalKiB}`]:
        row.remoteEntryKiB === undefined ? '' : (row.remoteEntryKiB / remoteEntryGoalKiB).toFixed(2),
      goal: row.remoteEntryKiB === undefined ? '' : verdict(row.remoteEntryKiB, remoteEntryGoalKiB),
      'index.html scripts': row.entryScriptsKiB === undefined ? '' : kib(row.entryScriptsKiB),
      'all .js': `${kib(row.allJsKiB)} (${row.jsFiles} files)`,
    })),
  );
}

/**
 * Opens the home page in both languages and the sign-in page as a new visitor, and the dashboard as
 * a signed-in member, each with a cold cache (a Turkish browser, but for /en), and prints every script they download; a page that logs an
 * error (a refused script, a CSP violation) fails the bench. BENCH_VERBOSE=1 lists the scripts.
 */
export async function printFirstVisits(root: string, base: string, token: string): Promise<void> {
  const [home, homeEn, login, dashboard] = await withBrowser(async (browser) => [
    await firstVisitScripts(browser, `${base}/`, { locale: 'tr-TR' }),
    await firstVisitScripts(browser, `${base}/en`),
    await firstVisitScripts(browser, `${base}/login`, { locale: 'tr-TR' }),
    await firstVisitScripts(browser, `${base}/user/dashboard`, { token, locale: 'tr-TR' }),
  ]);
  const ownCopies = [home, homeEn, login, dashboard].flatMap((visit) => ownCopiesLoaded(root, visit));
  if (ownCopies.length > 0) {
    throw new Error(`A remote used its own copy of a shared module, not the host's: ${ownCopies.join(', ')}`);
  }
  console.log('\nFirst visits in Chromium, every script downloaded (gzip -9; brotli 11 as served):');
  console.table([
    row('home page / (Turkish, signed out)', home, homeGoalKiB),
    row('home page /en (signed out)', homeEn, homeGoalKiB),
    row('/login (signed out)', login),
    row('/user/dashboard (signed in)', dashboard),
  ]);
  console.log("one copy of each shared module: no remote's own copy was downloaded");
  if (process.env.BENCH_VERBOSE) {
    for (const [what, visit] of [
      ['home', home],
      ['home (en)', homeEn],
      ['login', login],
      ['dashboard', dashboard],
    ] as const) {
      console.log(`\n${what}:`);
      for (const script of visit.each) console.log(`  ${kib(script.gzipKiB).padStart(6)}  ${script.path}`);
    }
  }
}

function row(page: string, visit: FirstVisit, goal?: number) {
  return {
    page,
    heading: visit.heading.slice(0, 30),
    scripts: visit.scripts,
    'gzip KiB': kib(visit.gzipKiB),
    'brotli KiB': kib(visit.brotliKiB),
    goal: goal === undefined ? '' : `≤ ${goal}`,
    '÷ goal': goal === undefined ? '' : (visit.gzipKiB / goal).toFixed(2),
    verdict: goal === undefined ? '' : verdict(visit.gzipKiB, goal),
  };
}
