import { demo } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

test.describe('by keyboard alone', () => {
  test('the first Tab offers a skip link to the main content', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.locator(':focus');
    await expect(skipLink).toHaveAttribute('href', /^#.+/);
    const target = ((await skipLink.getAttribute('href')) as string).slice(1);
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('id', target);
  });

  test('a member signs in with Tab, typing and Enter', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const email = page.getByLabel('E-mail', { exact: true });
    for (
      let presses = 0;
      presses < 30 && !(await email.evaluate((input) => input === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(demo.member.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(demo.member.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  });
});
