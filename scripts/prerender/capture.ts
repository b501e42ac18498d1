// Pass 1: a page as the browser draws it from the single-page app, with the API held, taken once
// its heading is on screen and the network is quiet; plus what the runtime inserted to draw it.
import type { BrowserContext } from '@playwright/test';
import type { InsertedScript, PageCapture } from './document.ts';
import { prerenderHangGuardMs } from './hang-guard.ts';
import { headingShown, holdApiRequests, languageOfPath, rootHtml, watchPage } from './page-watch.ts';

interface AtHeading {
  scripts: InsertedScript[];
  stylesheets: string[];
}

/**
 * Runs in the page before its own scripts: notes every script element added (rspack's chunk
 * loader and the federation runtime remove theirs once run) and, at the moment the `<h1>` first
 * appears, which scripts had been added and which stylesheets the head holds. What comes later
 * (prefetches of other areas, idle work) is not what the page needs for its first paint.
 */
function recordInsertedAssets() {
  const scripts: InsertedScript[] = [];
  const state = window as unknown as { prerenderAtHeading?: AtHeading };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        const src = node.getAttribute('src');
        if (src)
          scripts.push({
            src,
            crossOrigin: node.getAttribute('crossorigin'),
            module: node.type === 'module',
          });
      }
    }
    if (!document.querySelector('#root h1')) return;
    state.prerenderAtHeading = {
      scripts: [...scripts],
      stylesheets: [...document.head.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => link.outerHTML,
      ),
    };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A description from the page itself: its first paragraph of some length, cut at a word. */
export function descriptionOf(paragraphs: readonly string[], fallback: string): string {
  const text = paragraphs.map((each) => each.replace(/\s+/g, ' ').trim()).find((each) => each.length >= 50);
  if (!text) return fallback;
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * Draws `path` in a page of `context` (a browser like `snapshotBrowser`; the run shares one per
 * language, so the `lang` cookie a page writes never sends `/` to `/en`).
 */
export async function capturePage(
  context: BrowserContext,
  baseUrl: string,
  path: string,
): Promise<PageCapture> {
  const page = await context.newPage();
  try {
    const watch = watchPage(page);
    await holdApiRequests(page, watch);
    await page.addInitScript(recordInsertedAssets);
    await page.goto(new URL(path, baseUrl).href, {
      waitUntil: 'domcontentloaded',
      timeout: prerenderHangGuardMs,
    });
    await headingShown(page).catch((error: Error) => watch.problems.push(error.message.split('\n')[0] ?? ''));
    if (watch.problems.length === 0) await watch.quiet();
    if (watch.problems.length > 0) throw new Error(`${path}:\n  ${watch.problems.join('\n  ')}`);
    const seen = await page.evaluate(() => ({
      atHeading: (window as unknown as { prerenderAtHeading?: AtHeading }).prerenderAtHeading,
      lang: document.documentElement.lang,
      title: document.title,
      fallbackDescription: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      paragraphs: [...document.querySelectorAll('main p')].map((paragraph) => paragraph.textContent ?? ''),
    }));
    if (!seen.atHeading) throw new Error(`${path}: the heading appeared before anything was noted`);
    const lang = languageOfPath(path);
    if (seen.lang !== lang || new URL(page.url()).pathname !== path) {
      throw new Error(`${path}: drawn as ${page.url()} in "${seen.lang}"`);
    }
    return {
      path,
      lang,
      title: seen.title,
      description: descriptionOf(seen.paragraphs, seen.fallbackDescription),
      rootHtml: await rootHtml(page),
      stylesheets: seen.atHeading.stylesheets,
      scripts: seen.atHeading.scripts,
    };
  } finally {
    await page.close();
  }
}
