import { expect, test } from '@playwright/test';
import { demo } from '../support/fixtures.ts';

// A pre-rendered page is on screen before any of the app's scripts run (ADR 0024): on a slow line
// a visitor may type and press "Sign in" in that moment. The browser must not send the form itself
// (a GET to /login with the password in the address), and nothing typed may be lost: once the app
// has come, it signs in with what was typed (shells/host/prerendered/after-paint.js, hand-over.ts).
test('typing and pressing "Sign in" before the app has loaded signs in once it has', async ({ page }) => {
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') {
      const { pathname, search } = new URL(request.url());
      documents.push(pathname + search);
    }
  });

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/login');
  await page.getByLabel('E-posta', { exact: true }).fill(demo.member.email);
  await page.getByLabel('Şifre', { exact: true }).fill(demo.member.password);
  await page.getByLabel('Şifre', { exact: true }).press('Enter');
  // The app is still held back: the press is kept, not sent by the browser.
  await expect(page).toHaveURL(/\/login$/);
  const held = await page.evaluate(() => {
    const { coachHandover } = window as unknown as { coachHandover?: { form: unknown } };
    return coachHandover?.form instanceof HTMLFormElement;
  });
  expect(held, 'the press is held for the app').toBe(true);

  releaseApp();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/login']);
});
