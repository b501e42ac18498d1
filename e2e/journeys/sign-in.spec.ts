import { demo, keepScreenshot, signIn, t } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// Signing in with a password and out again. Once, in Turkish: the English form is the same
// component, rendered from the other catalogue by public-site's tests and visited by the page sweep.
test.describe('sign-in', () => {
  test('administrator lands on the admin dashboard', async ({ page }) => {
    await signIn(page, 'tr', demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('main').getByText(demo.admin.fullName).first()).toBeVisible();
    await keepScreenshot(page, 'admin-dashboard-tr');
  });

  test('a member mistypes the password, signs in, sees name and score, and signs out for good', async ({
    page,
  }) => {
    await signIn(page, 'tr', { email: demo.member.email, password: 'Wrong!2345' });
    await expect(page.getByText(t('tr').wrong)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await keepScreenshot(page, 'login-error-tr');

    await signIn(page, 'tr', demo.member);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    const main = page.getByRole('main');
    await expect(main.getByText(demo.member.fullName).first()).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('coach.token'));
    const userinfo = await page.evaluate(async (bearer) => {
      const response = await fetch('/api/auth/userinfo', { headers: { authorization: `Bearer ${bearer}` } });
      return (await response.json()).data as { score: number };
    }, token);
    await expect(main.getByText(String(userinfo.score), { exact: true }).first()).toBeVisible();
    await keepScreenshot(page, 'user-dashboard-tr');

    await page
      .getByRole('button', { name: t('tr').signOut })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    const status = await page.evaluate(
      async (bearer) =>
        (await fetch('/api/auth/userinfo', { headers: { authorization: `Bearer ${bearer}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });
});
