import { expect, test } from '@playwright/test';
import { demo, t } from '../support/fixtures.ts';
import { localOidc } from '../support/local-oidc.ts';
import { servers } from '../support/servers.ts';

// A pre-rendered page is on screen before any of the app's scripts run (ADR 0024), and they run
// only from the visitor's first move (ADR 0028): a visitor may type and press "Sign in", or tap the
// menu, before the app has come. The browser must not send the form itself (a GET to /login with
// the password in the address), nothing typed may be lost, and the tap must still count: once the
// app has come, it signs in with what was typed, or opens the menu
// (shells/host/prerendered/after-paint.js, hand-over.ts).

/** The host's entry, the script that starts the app. */
const entryScript = /\/static\/js\/index\.[0-9a-f]+\.js$/;

test('typing and pressing "Sign in" before the app has loaded signs in once it has', async ({ page }) => {
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(entryScript, async (route) => {
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

test('a visitor who only reads runs none of the app; the first tap starts it and still opens the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/');
  // The app's files come down after the first paint, so that the first tap need not wait for them…
  await expect
    .poll(() =>
      page.evaluate((source) => {
        const pattern = new RegExp(source);
        return performance
          .getEntriesByType('resource')
          .some((entry) => pattern.test(new URL(entry.name).pathname));
      }, entryScript.source),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // …but none of them runs while the visitor only reads.
  expect(await page.locator('script[src*="/static/js/index."]').count(), 'the entry is not run').toBe(0);
  expect(
    await page.evaluate(() => Object.keys(document.getElementById('root')?.firstElementChild ?? {})),
  ).not.toContainEqual(expect.stringMatching(/^__reactFiber/));

  const words = t('tr');
  await page.getByRole('button', { name: words.openMenu, exact: true }).click();
  await expect(page.getByRole('button', { name: words.closeMenu, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('navigation', { name: words.mainMenu }).getByRole('link').first(),
  ).toBeVisible();
});

test('the sign-in provider buttons are on the login page before any move, and one pressed then still leads to the provider', async ({
  page,
}) => {
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(entryScript, async (route) => {
    await appReleased;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', '/login');
  // In the HTML the server sent (ADR 0039): only the provider configured here, under its name.
  const button = page.getByRole('button', { name: `${localOidc.label} ile giriş yap`, exact: true });
  await expect(button).toBeVisible();
  await expect(page.locator('[data-provider]')).toHaveCount(1);
  expect(await page.locator('script[src*="/static/js/index."]').count(), 'the app has not started').toBe(0);

  await button.click();
  releaseApp();
  await expect(page).toHaveURL((url) => url.origin === servers.oidc.url);
});
