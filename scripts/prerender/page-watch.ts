// What the three passes share about a page in the browser: holding the API, knowing when the
// network has gone quiet, collecting what the page complained about, and the cleaned #root.
import type { Page } from '@playwright/test';
import { prerenderHangGuardMs } from './hang-guard.ts';

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

/** The language of an address: English below `/en`, Turkish elsewhere. */
export const languageOfPath = (path: string): 'tr' | 'en' =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'tr';

/**
 * The browser the pages are drawn in: a Turkish one in Istanbul, in light mode, as most visitors.
 * Turkish also keeps the server from sending `/` to `/en`. (The verification uses another one.)
 */
export const snapshotBrowser = {
  locale: 'tr-TR',
  timezoneId: 'Europe/Istanbul',
  colorScheme: 'light',
} as const;

/**
 * Leaves every API call unanswered, so what a page shows from the API is its loading state: the
 * state of the browser's first render, before any answer could have come. The page's own `fetch`
 * answers a promise that never settles (the app calls the API through it, shells/kit/src/api), so
 * no request leaves the page. Not Playwright's routing: a route intercepts every request of the
 * page, each one a round trip to this process, and turns the browser's cache off, so each of the
 * forty pages of passes 1 and 2 downloaded and compiled every bundle again (ADR 0024, addendum of
 * 2026-12-01). A call that got past the hold (another way to the API) is a problem of the page.
 */
export async function holdApiRequests(page: Page, watch: PageWatch): Promise<void> {
  page.on('request', (request) => {
    if (isApi(request.url())) watch.problems.push(`an API request got past the hold: ${request.url()}`);
  });
  await page.addInitScript(() => {
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (!url.pathname.startsWith('/api/')) return pageFetch(input, init);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    };
  });
}

export interface PageWatch {
  /** Errors the page logged or threw, and requests that failed. */
  readonly problems: string[];
  /** How often each file (not the API) was fetched. */
  readonly fetches: Map<string, number>;
  /** Resolves once no request but the API's has been open for `quietMs`. */
  quiet(quietMs?: number): Promise<void>;
}

export function watchPage(page: Page): PageWatch {
  const problems: string[] = [];
  const fetches = new Map<string, number>();
  const open = new Set<object>();
  let lastChange = Date.now();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page is answered with status 404, which Chromium reports as a failed load.
    const documentStatus = /^Failed to load resource: the server responded with a status of 404/;
    if (documentStatus.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (isApi(request.url())) return;
    open.add(request);
    lastChange = Date.now();
    fetches.set(request.url(), (fetches.get(request.url()) ?? 0) + 1);
  });
  const settle = (request: object) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    if (!isApi(request.url()))
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return {
    problems,
    fetches,
    async quiet(quietMs = 300) {
      const deadline = Date.now() + prerenderHangGuardMs;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: the network did not settle`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * #root's HTML without what the browser's first render never has: the top loading bar (shown
 * 200 ms into the held API requests) and any toast. Both are children of the language root's
 * fragment, so of #root itself.
 */
export function rootHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
    if (!root) throw new Error('the page has no #root');
    for (const transient of root.querySelectorAll(
      ':scope > [role="progressbar"], :scope > section > ol[aria-live] > li',
    )) {
      transient.remove();
    }
    // Text nodes side by side (`Signed in as {name}.`) would become one when the HTML is parsed,
    // and React, hydrating, expects each: an empty comment keeps them apart, as React's own
    // server rendering does (`<!-- -->`), and hydration skips it.
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const adjacent: Text[] = [];
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (text.nextSibling?.nodeType === Node.TEXT_NODE) adjacent.push(text as Text);
    }
    for (const text of adjacent) text.after(document.createComment(' '));
    return root.innerHTML;
  });
}

/** Waits until the page's `<h1>` is on screen. */
export async function headingShown(page: Page): Promise<void> {
  await page.locator('#root h1').first().waitFor({ state: 'visible', timeout: prerenderHangGuardMs });
}
