import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { keepingScreenshots } from './screenshots.ts';
import { appHasTakenOver } from './test.ts';

// What the every-page checks do to a page besides axe and the 320 px fit: show it in a theme,
// wait until it has settled, keep screenshots and the findings of each page.

export type Mode = 'light' | 'dark';

const artifacts = join(import.meta.dirname, '..', 'artifacts');

/** The light theme chosen before the first request to `baseUrl`: the server writes it into the HTML. */
export async function startInLightTheme(context: BrowserContext, page: Page, baseUrl: string) {
  await context.addCookies([{ name: 'theme', value: 'light', url: baseUrl }]);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/**
 * Shows the page in `mode` as the theme control does (kit theme-mode.ts: `data-theme` on <html>
 * and the `theme` cookie), with the device's preference following, without a reload: a reload
 * would use up one-time links (verification) and double the time. Answers the body's colour.
 */
export async function showTheme(page: Page, mode: Mode): Promise<string> {
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  return page.evaluate(async (chosen) => {
    document.documentElement.dataset.theme = chosen;
    // biome-ignore lint/suspicious/noDocumentCookie: the same plain cookie the theme control writes.
    document.cookie = `theme=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
    // The body eases its colours (`transition: all`): end every transition now, so that axe reads
    // the colours the theme ends on, not a step in between.
    getComputedStyle(document.body).backgroundColor;
    for (const animation of document.getAnimations()) animation.finish();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return getComputedStyle(document.body).backgroundColor;
  }, mode);
}

/** Two frames, so that a resize or a theme change has been laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

export async function resize(page: Page, width: number) {
  await page.setViewportSize({
    width,
    height: width < 600 ? Math.round(width * 2) : Math.round(width * 0.625),
  });
  await nextFrames(page);
}

/**
 * Waits until the page shows what it is for: its heading, the network quiet, no region still
 * loading (`aria-busy`, the skeletons' contract), the fonts in; and checks it is still at `address`.
 */
export async function settled(page: Page, address: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `${address} shows its <h1>`).toBeVisible();
  await appHasTakenOver(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.locator('[aria-busy="true"]'), `${address} finishes loading`).toHaveCount(0);
  // A page that sends the browser elsewhere (a guard, a redirect) would check the wrong page.
  expect(new URL(page.url()).pathname, `${address} stays on its own page`).toBe(
    new URL(address, page.url()).pathname,
  );
  await page.evaluate(() => document.fonts.ready);
}

/** `e2e/artifacts/screenshots/pages/<lang>-<area>-<page>-<width>.png`, the whole page. */
export async function keepPageScreenshot(page: Page, name: string, width: number) {
  if (!keepingScreenshots) return;
  const dir = join(artifacts, 'screenshots', 'pages');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** A page's findings as JSON (`e2e/artifacts/every-page/<name>.json`), for tables across runs. */
export function keepFindings(name: string, findings: unknown) {
  const dir = join(artifacts, 'every-page');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(findings, null, 2)}\n`);
}
