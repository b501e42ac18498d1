// The journeys' `test`: Playwright's, whose page waits after each `goto` and `reload` until the app has taken
// over the page. A pre-rendered page is on screen, and `load` fires, before the app's scripts have
// even started (ADR 0024): a journey clicking the menu at that moment would press a button that
// does nothing yet. People wait for a page that looks ready, and so do the journeys; pressing
// before the app has come is before-the-app.spec.ts's subject. Everything else is re-exported.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once React has committed its first render (hand-over.ts marks the hand-over done). */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { coachHandover } = window as unknown as { coachHandover?: { done: boolean } };
    return !document.documentElement.hasAttribute('data-prerendered') || coachHandover?.done === true;
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appHasTakenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appHasTakenOver(page);
      return response;
    };
    await use(page);
  },
});
