import { expectHtmlLang } from '../support/fixtures.ts';
import { expect, type Page, test } from '../support/test.ts';

// A visitor whose browser asks for English is sent from `/` to `/en`. Choosing Türkçe must keep
// Turkish, on this page and on the next visit: the switch's link carries the choice and the server
// writes the `lang` cookie, or the app writes it once it runs (ADR 0034). Both ways are walked:
// with the app running, and on the pre-rendered page before the app has started.

test.use({ locale: 'en-US' });

const homeOrigin = (page: Page) => new URL(page.url()).origin;

async function switchToTurkish(page: Page) {
  await expect(page).toHaveURL(/\/en$/);
  await expectHtmlLang(page, 'en');
  await page.getByRole('banner').getByRole('link', { name: 'Türkçe' }).first().click();
  await expect(page).toHaveURL(`${homeOrigin(page)}/`);
  await expectHtmlLang(page, 'tr');
}

async function nextVisitIsTurkish(page: Page) {
  const next = await page.context().newPage();
  await next.goto('/');
  await expect(next).toHaveURL(`${homeOrigin(page)}/`);
  await expectHtmlLang(next, 'tr');
  await expect(next.getByRole('banner').getByRole('link', { name: 'English' }).first()).toBeVisible();
  await next.close();
}

test('an English browser switches the home page to Turkish, and the next visit stays Turkish', async ({
  page,
}) => {
  await page.goto('/');
  await switchToTurkish(page);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('tr');
  await nextVisitIsTurkish(page);
});

test('the switch is kept when it is followed before the app has started', async ({ page }) => {
  // `commit`: no move is made, so the pre-rendered page's app has not started when the link is clicked.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Türkçe' }).first()).toBeVisible();
  await switchToTurkish(page);
  await nextVisitIsTurkish(page);
});
