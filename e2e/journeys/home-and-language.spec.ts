import { expectHtmlLang, keepScreenshot } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

test.describe('home page and language choice', () => {
  test('Turkish home at / @phone', async ({ page }, info) => {
    await page.goto('/');
    await expectHtmlLang(page, 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş yap' }).first()).toBeVisible();
    await keepScreenshot(page, `home-tr-${info.project.name}`);
  });

  test('English home at /en @phone', async ({ page }, info) => {
    await page.goto('/en');
    await expectHtmlLang(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await keepScreenshot(page, `home-en-${info.project.name}`);
  });

  test('the first visit to / follows the lang cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expectHtmlLang(page, 'en');
  });

  test('without a cookie, / follows the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL: baseURL as string });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('without a cookie and with a Turkish browser, / stays Turkish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expectHtmlLang(page, 'tr');
  });

  test('the language switch keeps the page and remembers the choice', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('link', { name: /English|EN/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expectHtmlLang(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});
