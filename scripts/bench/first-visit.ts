// What a first visit really downloads: a page opened in Debian's Chromium with an empty cache,
// every script response collected and measured gzipped (-9), so shared chunks and remotes count too.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface LoadedScript {
  /** The script's path (its origin dropped). */
  path: string;
  gzipKiB: number;
  /** Brotli at quality 11: what the server sends a browser from the precompressed files. */
  brotliKiB: number;
}

export interface FirstVisit {
  /** The page's <h1>, proof that it rendered. */
  heading: string;
  scripts: number;
  gzipKiB: number;
  brotliKiB: number;
  /** Every script, largest first: what to look at when the total grows. */
  each: LoadedScript[];
  /**
   * The page's main-thread work until it settled, in ms: Chromium's `TaskDuration` (every task the
   * renderer's main thread ran: parsing, scripts, style, layout, paint) and its `ScriptDuration`
   * part, read through CDP's `Performance.getMetrics`.
   */
  taskMs: number;
  scriptMs: number;
}

export interface VisitOptions {
  /** A session token put into localStorage before the page runs: a signed-in first visit. */
  token?: string;
  /**
   * The browser's language (its Accept-Language). The bare root sends an English browser to /en,
   * so the Turkish home page is only measured with a Turkish one.
   */
  locale?: string;
  /**
   * Make the visitor's first move (Shift, as the journeys do) and wait until the app has taken
   * over: a pre-rendered page runs none of its app before it (ADR 0028). Its main-thread work then
   * counts the app's start and hydration, the work its downloaded scripts are there for.
   */
  firstMove?: boolean;
}

export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Opens `url` in a fresh context (cold cache) and measures every script it downloads. */
export async function firstVisitScripts(
  browser: Browser,
  url: string,
  { token, locale = 'en-US', firstMove = false }: VisitOptions = {},
): Promise<FirstVisit> {
  const context = await browser.newContext({ locale });
  try {
    if (token) {
      // Where the kit keeps the session (shells/kit/src/auth/token.ts), before any script runs.
      await context.addInitScript({
        content: `localStorage.setItem('coach.token', ${JSON.stringify(token)});`,
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const bodies: Promise<LoadedScript>[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      bodies.push(
        response.body().then(
          (body) => ({
            path,
            gzipKiB: gzipSync(body, { level: 9 }).length / 1024,
            brotliKiB:
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024,
          }),
          (error: Error) => {
            errors.push(`${path}: ${error.message.split('\n')[0]}`);
            return { path, gzipKiB: 0, brotliKiB: 0 };
          },
        ),
      );
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Documents loaded: more than one means the page reloaded itself (a failed chunk does).
    const documents: string[] = [];
    page.on('domcontentloaded', () => documents.push(page.url()));
    await page.goto(url, { waitUntil: 'networkidle' });
    if (firstMove) {
      await page.keyboard.press('Shift');
      await page.waitForFunction(
        () =>
          !document.documentElement.hasAttribute('data-prerendered') ||
          (window as { coachHandover?: { done: boolean } }).coachHandover?.done === true,
      );
      await page.waitForLoadState('networkidle');
    }
    // Figures of a page that did not render, or that reloaded itself, would flatter it or be
    // counted twice: refuse them.
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 30_000 })
      .catch(() => null);
    // Settled: the page's data in (the skeletons' contract, ADR 0027) and the network quiet.
    await page
      .waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null, undefined, {
        timeout: 30_000,
      })
      .catch(() => errors.push('the page was still busy (aria-busy) after 30 s'));
    await page.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((each) => each.name === name)?.value ?? 0) * 1000;
    await Promise.all(bodies);
    if (!heading || errors.length > 0 || documents.length > 1) {
      throw new Error(
        `${url} did not render cleanly (documents: ${documents.join(' → ')}, heading ${JSON.stringify(heading)}): ${errors.join('; ')}`,
      );
    }
    const each = (await Promise.all(bodies)).sort((a, b) => b.gzipKiB - a.gzipKiB);
    return {
      heading: heading.trim(),
      scripts: each.length,
      gzipKiB: each.reduce((sum, script) => sum + script.gzipKiB, 0),
      brotliKiB: each.reduce((sum, script) => sum + script.brotliKiB, 0),
      each,
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
    };
  } finally {
    await context.close();
  }
}
