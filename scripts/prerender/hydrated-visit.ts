// Opens a pre-rendered page as the server serves it and waits until React has adopted it: the
// shared part of pass 2 (settling the ids) and pass 3 (verifying the output).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { prerenderHangGuardMs } from './hang-guard.ts';
import { holdApiRequests, type PageWatch, snapshotBrowser, watchPage } from './page-watch.ts';

export interface VisitOptions {
  /**
   * The browser's locale and time zone: by default the snapshot's; the verification uses others,
   * since markup that followed them (a date in the browser's format) would differ for visitors.
   */
  readonly locale?: string;
  readonly timezoneId?: string;
  /** The system's colour scheme (the snapshot's is light). */
  readonly colorScheme?: 'light' | 'dark';
  /** Leave the API unanswered (pass 2: the state of the first render). */
  readonly holdApi?: boolean;
  /** The `theme` cookie, as a visitor who chose a mode has it. */
  readonly themeCookie?: 'light' | 'dark';
  /** A session token in localStorage, as a signed-in visitor has it. */
  readonly token?: string;
}

export interface HydratedVisit {
  readonly page: Page;
  readonly watch: PageWatch;
  /** Problems found on the way: not served pre-rendered, not adopted by React. */
  readonly failures: string[];
  /** Closes the page, and the browser context if the visit made its own. */
  close(): Promise<void>;
}

/** Notes the heading of the server's HTML before any script runs, to tell adoption from replacement. */
function rememberServedHeading() {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { servedHeading?: Element | null }).servedHeading =
      document.querySelector('#root h1');
  });
}

/**
 * Opens `url` in a new context of `browser` (a first-time visitor, with the options), or in a
 * page of a given context (pass 2 shares one per language, so its cache makes the loads cheaper).
 */
export async function visitHydrated(
  where: Browser | BrowserContext,
  url: string,
  options: VisitOptions = {},
): Promise<HydratedVisit> {
  const ownContext = 'newContext' in where;
  const context = ownContext
    ? await where.newContext({
        ...snapshotBrowser,
        ...(options.locale ? { locale: options.locale } : {}),
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
        ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
      })
    : where;
  if (options.themeCookie) {
    await context.addCookies([{ name: 'theme', value: options.themeCookie, url }]);
  }
  if (options.token) {
    await context.addInitScript((token) => window.localStorage.setItem('coach.token', token), options.token);
  }
  const page = await context.newPage();
  const close = () => (ownContext ? context.close() : page.close());
  try {
    return await adoptedPage(page, url, options, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function adoptedPage(
  page: Page,
  url: string,
  options: VisitOptions,
  close: () => Promise<void>,
): Promise<HydratedVisit> {
  const failures: string[] = [];
  const watch = watchPage(page);
  if (options.holdApi) await holdApiRequests(page, watch);
  await page.addInitScript(rememberServedHeading);
  const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: prerenderHangGuardMs });
  const served = (await response?.text()) ?? '';
  if (new URL(page.url()).pathname !== new URL(url).pathname) {
    failures.push(`the server sent the browser on to ${page.url()}`);
    return { page, watch, failures, close };
  }
  if (!/<html\b[^>]*\sdata-prerendered/.test(served)) {
    failures.push('the server did not answer with the pre-rendered page');
    return { page, watch, failures, close };
  }
  // The app starts at the visitor's first move (after-paint.js, ADR 0028): Shift alone is one.
  await page.keyboard.press('Shift');
  // React puts its fiber on every element it adopts. It hydrates in a transition (bootstrap.tsx),
  // slice by slice: the heading may have its fiber long before the footer, so the page counts as
  // adopted only once every element of #root has one.
  const adopted = await page
    .waitForFunction(
      () => {
        const hasFiber = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
        const heading = document.querySelector('#root h1');
        return heading !== null && [...document.querySelectorAll('#root *')].every(hasFiber);
      },
      undefined,
      { timeout: prerenderHangGuardMs },
    )
    .then(
      () => true,
      () => false,
    );
  if (!adopted) failures.push(`React never adopted the whole page: ${await unadopted(page)}`);
  await watch.quiet();
  const sameHeading = await page.evaluate(() => {
    const { servedHeading } = window as unknown as { servedHeading?: Element | null };
    return servedHeading != null && servedHeading === document.querySelector('#root h1');
  });
  if (adopted && !sameHeading) failures.push('React replaced the pre-rendered HTML instead of hydrating it');
  return { page, watch, failures, close };
}

/** The first elements of #root without a React fiber, for the failure message. */
function unadopted(page: Page): Promise<string> {
  return page.evaluate(() => {
    const missing = [...document.querySelectorAll('#root *')].filter(
      (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
    if (document.querySelector('#root h1') === null) return 'no heading';
    const shown = missing.slice(0, 5).map((element) => element.outerHTML.slice(0, 120));
    return `${missing.length} elements without a fiber, as ${shown.join(' | ')}`;
  });
}
