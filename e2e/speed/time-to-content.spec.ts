import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demo, t } from '../support/fixtures.ts';
import { median } from '../support/median.ts';
import { fast3g, timeToContentBudget } from './budget.ts';

// Time to content as a phone on a slow network meets it (issue 10): Chrome DevTools' Fast 3G and
// a 4× slower CPU, a cold browser each run, the median of `timeToContentBudget.runs` runs. Times
// are read in the page, on the frame where the content first stands on screen.

const results = join(import.meta.dirname, '..', 'artifacts', 'lighthouse');

/** A fresh phone-sized browser context (empty cache) whose page is throttled before it loads. */
async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...fast3g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: timeToContentBudget.cpuSlowdown });
  return page;
}

/**
 * Runs in every document from its start: on each frame, whether the first <h1> has a box, is not
 * hidden and has text; the first such frame's time since navigation start goes to `__headingAt`.
 */
function watchHeading() {
  const record = () => {
    const heading = document.querySelector('h1');
    const box = heading?.getBoundingClientRect();
    const style = heading ? getComputedStyle(heading) : null;
    if (heading && box && box.width > 0 && box.height > 0 && style?.visibility === 'visible') {
      if (style.opacity !== '0' && (heading.textContent ?? '').trim() !== '') {
        (window as unknown as { __headingAt: number }).__headingAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/**
 * Runs in every document: once "Sign in" was pressed (its time kept in sessionStorage, which a
 * full page load keeps), on each frame whether the member dashboard shows its data: its address,
 * its <h1>, the dashboard call answered, and nothing in <main> still loading (`aria-busy`).
 */
function watchDashboard() {
  const record = () => {
    const pressedAt = Number(sessionStorage.getItem('signInPressedAt') ?? 0);
    const main = document.querySelector('main');
    // The cheap checks first, the resource entries last: read on every frame, they took about 7 %
    // of the 4× slower CPU (a trace of the sign-in), time the measurement took from the page.
    const answered = () =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            entry.name.includes('/api/accountdashboard') &&
            (entry as PerformanceResourceTiming).responseEnd > 0,
        );
    if (
      pressedAt > 0 &&
      /\/user\/dashboard$/.test(location.pathname) &&
      main?.querySelector('h1') &&
      !main.querySelector('[aria-busy="true"]') &&
      answered()
    ) {
      sessionStorage.setItem('dashboardShownAfter', String(Date.now() - pressedAt));
      // What the browser fetched after the press, in ms from it: where the time went.
      const since = (at: number) => Math.round(performance.timeOrigin + at - pressedAt);
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          from: since(entry.startTime),
          to: since((entry as PerformanceResourceTiming).responseEnd),
        }))
        .filter((entry) => entry.from >= 0);
      sessionStorage.setItem('dashboardFetches', JSON.stringify(fetched));
      return;
    }
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/**
 * Follows the page's requests from now on; `quiet(ms)` resolves once none has been open for `ms`.
 * Started before the page loads, so a request already under way is known.
 */
function watchNetwork(page: Page) {
  const open = new Set<object>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  const closed = (request: object) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  return {
    async quiet(quietMs: number): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error('the network did not go quiet within 30 s');
        await page.waitForTimeout(50);
      }
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Limits = { goal: number; held: number };

/**
 * Prints the runs against the goal (met or not) and the limit the check holds, and keeps them in
 * e2e/artifacts/lighthouse/time-to-content-<name>.json.
 */
function report(name: string, what: string, runs: number[], limits: Limits, details: unknown[] = []) {
  const middle = median(runs);
  const verdict = middle <= limits.goal ? 'goal met' : 'goal NOT met';
  const held = limits.held === limits.goal ? '' : `, held at ≤ ${seconds(limits.held)}`;
  console.log(
    `${what} (Fast 3G, ${timeToContentBudget.cpuSlowdown}× CPU): ${runs.map(seconds).join(', ')}; ` +
      `median ${seconds(middle)} (goal ≤ ${seconds(limits.goal)}: ${verdict}${held})`,
  );
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, `time-to-content-${name}.json`),
    `${JSON.stringify({ what, network: fast3g, cpuSlowdown: timeToContentBudget.cpuSlowdown, runs, median: middle, ...limits, details }, null, 2)}\n`,
  );
  return middle;
}

/**
 * What the page's watcher recorded, once it has; on a timeout, what the page looked like, so that a
 * failure says which condition never came true.
 */
async function recorded(page: Page, read: () => unknown, what: string): Promise<number> {
  try {
    const handle = await page.waitForFunction(read, null, { timeout: 45_000 });
    return Math.round(Number(await handle.jsonValue()));
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        path: location.pathname,
        h1:
          document.querySelector('main h1')?.textContent ?? document.querySelector('h1')?.textContent ?? null,
        busy: document.querySelectorAll('main [aria-busy="true"]').length,
        dashboardCall: performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/api/accountdashboard')),
      }))
      .catch(() => null);
    throw new Error(`${what} never came within 45 s; the page: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Runs in every document: from the first `pointerdown` (the tap), on each frame whether the phone
 * menu's panel is open (its button says "close"); the time since the tap goes to `__menuOpenAfter`.
 */
function watchMenu() {
  addEventListener(
    'pointerdown',
    () => {
      const tappedAt = performance.now();
      const record = () => {
        if (document.querySelector('button[aria-expanded="true"][aria-controls]')) {
          (window as unknown as { __menuOpenAfter: number }).__menuOpenAfter = performance.now() - tappedAt;
          return;
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    { capture: true, once: true },
  );
}

/** `timeToContentBudget.runs` cold visits, each in a fresh throttled page: what `visit` measured. */
async function coldRuns(browser: Browser, visit: (page: Page) => Promise<number>): Promise<number[]> {
  const runs: number[] = [];
  for (let run = 0; run < timeToContentBudget.runs; run += 1) {
    const page = await throttledPage(browser);
    runs.push(await visit(page));
    await page.context().close();
  }
  return runs;
}

/** Prints the runs against the goal (`report`) and fails when their median is over what is held. */
function holdMedian(name: string, what: string, runs: number[], limits: Limits, details: unknown[] = []) {
  const middle = report(name, what, runs, limits, details);
  expect(middle, `median of "${what}" (ms)`).toBeLessThanOrEqual(limits.held);
}

test.describe('time to content on Fast 3G with a 4× slower CPU', () => {
  // Up to 20 s a run on this network, and room for a slow machine: 72 s a run.
  test.setTimeout(timeToContentBudget.runs * 72_000);

  test('the home heading is on screen within 2.5 s of a cold load of /', async ({ browser }) => {
    const runs = await coldRuns(browser, async (page) => {
      await page.addInitScript(watchHeading);
      await page.goto('/', { waitUntil: 'commit' });
      return recorded(
        page,
        () => (window as unknown as { __headingAt?: number }).__headingAt,
        'The home <h1>',
      );
    });
    holdMedian(
      'home-heading',
      'Home <h1> on screen, cold load of /',
      runs,
      timeToContentBudget.homeHeadingMs,
    );
  });

  test("the first tap wakes the app: the phone menu opens on a pre-rendered page's first tap", async ({
    browser,
  }) => {
    const runs = await coldRuns(browser, async (page) => {
      await page.addInitScript(watchMenu);
      const network = watchNetwork(page);
      await page.goto('/');
      // A visitor who has read for a moment: the app's files are down, none of them has run.
      await network.quiet(500);
      await page.getByRole('button', { name: t('tr').openMenu, exact: true }).tap();
      return recorded(
        page,
        () => (window as unknown as { __menuOpenAfter?: number }).__menuOpenAfter,
        'The open menu',
      );
    });
    holdMedian(
      'first-tap-menu',
      "Phone menu open after the page's first tap",
      runs,
      timeToContentBudget.firstTapMs,
    );
  });

  test('the member dashboard shows its data within 2.5 s of pressing "Sign in"', async ({ browser }) => {
    const words = t('tr');
    /** Per run, what was fetched after the press (kept in the JSON: where the time went). */
    const fetches: unknown[] = [];
    const runs = await coldRuns(browser, async (page) => {
      await page.addInitScript(watchDashboard);
      const network = watchNetwork(page);
      await page.goto('/login');
      const memberAreaFetched = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/remotes/member-app/remoteEntry.js',
        { timeout: 30_000 },
      );
      await page.getByLabel(words.email, { exact: true }).fill(demo.member.email);
      await page.getByLabel(words.password, { exact: true }).fill(demo.member.password);
      // Reaching for the form has the sign-in page fetch the member area, while a person types
      // (seconds; `fill` takes none): the press comes once that has happened and the network has
      // been quiet since. Not Playwright's `networkidle`, which fires once per page load and so
      // could have come before the app woke up.
      await memberAreaFetched;
      await network.quiet(500);
      const button = page.getByRole('button', { name: words.signIn, exact: true });
      // The press is timed in the page, with the clock the dashboard's watcher reads.
      await button.evaluate((element) => {
        const pressed = () => sessionStorage.setItem('signInPressedAt', String(Date.now()));
        element.addEventListener('click', pressed, { capture: true });
      });
      await button.click();
      const shownAfter = await recorded(
        page,
        () => sessionStorage.getItem('dashboardShownAfter'),
        'The dashboard with its data',
      );
      fetches.push(
        JSON.parse((await page.evaluate(() => sessionStorage.getItem('dashboardFetches'))) ?? '[]'),
      );
      return shownAfter;
    });
    holdMedian(
      'sign-in-to-dashboard',
      'Member dashboard with data after pressing "Sign in"',
      runs,
      timeToContentBudget.signInToDashboardMs,
      fetches,
    );
  });
});
