import { demo, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

test.describe('guards', () => {
  test('a signed-out visitor is sent to the login page, in the page language', async ({ page }) => {
    await page.goto('/user/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/en/admin/dashboard');
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('after signing in, the visitor returns to the page asked for', async ({ page }) => {
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

  test('the API answers 401 without a token', async ({ request }) => {
    const response = await request.get('/api/accountdashboard');
    expect(response.status()).toBe(401);
    expect((await response.json()).code).toBe(4001);
  });
});
