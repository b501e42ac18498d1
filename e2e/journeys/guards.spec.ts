import { demo, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// The guards as a person meets them. The API's own refusals (401 without a token, 403 for a role)
// are the server's HTTP tests (server/src/routes/auth.test.ts, server/src/permission-matrix.test.ts).
test.describe('guards', () => {
  test('a signed-out visitor is sent to the login page in the page language, and back after signing in', async ({
    page,
  }) => {
    await page.goto('/en/admin/dashboard');
    await expect(page).toHaveURL(/\/en\/login/);
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('E-posta', { exact: true }).fill(demo.member.email);
    await page.getByLabel('Şifre', { exact: true }).fill(demo.member.password);
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('a member cannot open admin pages, and the server refuses the calls too', async ({ page }) => {
    await openSignedIn(page, demo.member, '/admin/dashboard');
    await expect(page).toHaveURL(/\/login/);
    const answer = await page.evaluate(async () => {
      const token = localStorage.getItem('coach.token');
      const response = await fetch('/api/admindashboard', { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(4033);
  });

  test('an administrator cannot open user pages', async ({ page }) => {
    await openSignedIn(page, demo.admin, '/en/user/dashboard');
    await expect(page).toHaveURL(/\/en\/login/);
  });
});
