// The journeys' `test`: Playwright's, whose page waits after each `goto` and `reload` until the app has taken
// over the page. A pre-rendered page is on screen, and `load` fires, before the app's scripts have
// even started (ADR 0024), and they start at the visitor's first move (ADR 0028): the page makes
// one and waits for the app, so that every journey meets the app as a visitor who has been on the
// page a moment does. Pressing before the app has come is before-the-app.spec.ts's subject.
// Everything else is re-exported.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Makes the visitor's first move, then resolves once React has committed its first render
 * (hand-over.ts marks the hand-over done). A pre-rendered page starts its app at the visitor's
 * first move, a key among them (ADR 0028); Shift alone is a key that changes nothing on the page.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
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
