// Issue 30: every page behind the sign-in as light as the home page. Each page is a first visit
// (a fresh context: cold cache) signed in as the person who may open it, and is held to at most
// 250 KiB of JavaScript (gzip -9, every script Chromium downloads to show it) and to at most twice
// the home page's main-thread work. The home page is measured the same way, with the visitor's
// first move: a pre-rendered page starts its app only then (ADR 0028), and its 170 KiB are there
// for that start, so its app's start and hydration are what a signed-in page is compared with.
// Main-thread work is Chromium's TaskDuration in thread time (CPU time of the renderer's main
// thread, so another process on the machine slows it less than it would wall time); each page is
// visited several rounds, the pages in turn in each round, and the median is kept.
import { adminPages, memberPages } from '@coach/core/pages';
import { type FirstVisit, firstVisitScripts, type VisitOptions, withBrowser } from './first-visit.ts';
import { ownCopiesLoaded } from './own-copies.ts';

export const signedInGoalKiB = 250;
export const mainThreadGoalRatio = 2;
const rounds = Number(process.env.BENCH_PAGE_ROUNDS ?? 5);

export interface SignedInTokens {
  member: string;
  admin: string;
  /** The account whose page the administrator opens (`/admin/profile/:accountId`). */
  accountId: string;
}

interface PageToVisit {
  label: string;
  path: string;
  options: VisitOptions;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The pages of the issue, at their declared paths (`@coach/core/pages`), in Turkish. */
function pagesToVisit({ member, admin, accountId }: SignedInTokens): PageToVisit[] {
  const asMember = { token: member, locale: 'tr-TR' };
  const asAdmin = { token: admin, locale: 'tr-TR' };
  const user = (path: string) => `/user/${path}`;
  const office = (path: string) => `/admin/${path}`;
  return [
    { label: 'member dashboard', path: user(memberPages.dashboard.path), options: asMember },
    { label: 'member projects', path: user(memberPages.projects.path), options: asMember },
    { label: 'member coaching log', path: user(memberPages.coachingLog.path), options: asMember },
    { label: 'member settings', path: user(memberPages.settings.path), options: asMember },
    { label: 'admin dashboard', path: office(adminPages.dashboard.path), options: asAdmin },
    { label: 'admin accounts', path: office(adminPages.accounts.path), options: asAdmin },
    {
      label: "admin one account's page",
      path: office(adminPages.profile.path.replace(':accountId', accountId)),
      options: asAdmin,
    },
  ];
}

/**
 * Visits the home page (with the first move) and each signed-in page `rounds` times with a cold
 * cache, prints their JavaScript and main-thread medians against the goals, and answers whether
 * every page met them. BENCH_VERBOSE=1 lists each page's scripts.
 */
export async function printSignedInPages(
  root: string,
  base: string,
  tokens: SignedInTokens,
): Promise<boolean> {
  const home: PageToVisit = {
    label: 'home page / (first move)',
    path: '/',
    options: { locale: 'tr-TR', firstMove: true },
  };
  const pages = [home, ...pagesToVisit(tokens)];
  const visits = new Map<PageToVisit, FirstVisit[]>(pages.map((page) => [page, []]));
  await withBrowser(async (browser) => {
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        visits.get(page)?.push(await firstVisitScripts(browser, `${base}${page.path}`, page.options));
      }
    }
  });
  const ownCopies = [...visits.values()].flatMap((each) => ownCopiesLoaded(root, each[0] as FirstVisit));
  if (ownCopies.length > 0) {
    throw new Error(`A remote used its own copy of a shared module, not the host's: ${ownCopies.join(', ')}`);
  }
  const taskOf = (page: PageToVisit) => median((visits.get(page) ?? []).map((visit) => visit.taskMs));
  const homeTaskMs = taskOf(home);
  let met = true;
  const table = pages.map((page) => {
    const runs = visits.get(page) ?? [];
    const first = runs[0] as FirstVisit;
    const kib = median(runs.map((visit) => visit.gzipKiB));
    const taskMs = taskOf(page);
    const ratio = taskMs / homeTaskMs;
    const isHome = page === home;
    const pass = isHome || (kib <= signedInGoalKiB && ratio <= mainThreadGoalRatio);
    if (!pass) met = false;
    return {
      page: `${page.label} ${page.path}`,
      heading: first.heading.slice(0, 24),
      scripts: first.scripts,
      'gzip KiB': kib.toFixed(1),
      'main thread ms': taskMs.toFixed(0),
      'script ms': median(runs.map((visit) => visit.scriptMs)).toFixed(0),
      '÷ home': ratio.toFixed(2),
      verdict: isHome ? '(reference)' : pass ? 'PASS' : 'FAIL',
    };
  });
  console.log(
    `\nSigned-in pages, first visits with a cold cache (gzip -9 of every script; main thread: ` +
      `TaskDuration in thread time, median of ${rounds}); goal ≤ ${signedInGoalKiB} KiB and ` +
      `≤ ${mainThreadGoalRatio}× the home page's:`,
  );
  console.table(table);
  if (process.env.BENCH_VERBOSE) {
    for (const page of pages) {
      const first = (visits.get(page) ?? [])[0] as FirstVisit;
      console.log(`\n${page.label} ${page.path}:`);
      for (const script of first.each)
        console.log(`  ${script.gzipKiB.toFixed(1).padStart(6)}  ${script.path}`);
    }
  }
  console.log(`Signed-in pages ${met ? 'within' : 'NOT within'} their budgets.`);
  return met;
}
