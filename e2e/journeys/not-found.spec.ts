import { keepScreenshot } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

test.describe('not found', () => {
  test('an unknown page shows the 404 page in English @phone', async ({ page }, info) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await keepScreenshot(page, `not-found-en-${info.project.name}`);
  });

  test('an unknown page shows the 404 page in Turkish', async ({ page }) => {
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await keepScreenshot(page, 'not-found-tr');
  });

  test('the error page', async ({ page }) => {
    await page.goto('/en/error');
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await keepScreenshot(page, 'error-en');
  });

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-call', { headers: { 'accept-language': 'en' } });
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body.code).toBe(4035);
    expect(typeof body.message).toBe('string');
  });
});
