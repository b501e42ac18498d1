import { demo, keepScreenshot, signIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

test.describe('light and dark', () => {
  test('the dark choice survives a reload, on public and member pages', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en');
    const html = page.locator('html');
    await page
      .getByRole('button', { name: /dark mode/i })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    await keepScreenshot(page, 'home-en-dark');

    await signIn(page, 'en', demo.member);
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await keepScreenshot(page, 'user-dashboard-en-dark');
    await page
      .getByRole('button', { name: /light mode/i })
      .first()
      .click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});
