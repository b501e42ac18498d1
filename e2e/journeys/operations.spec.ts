import { expect, test } from '@playwright/test';
import { demo, inLang, keepScreenshot, type Lang, signIn } from '../support/fixtures.ts';

// The platform's own work as an administrator sees it: the mail outbox (no mail server here, so
// mail waits there) and the scheduled jobs. Salesmen must not see either.

const text = {
  tr: {
    outbox: 'Giden e-posta kutusu',
    sendTest: 'Deneme e-postası gönder',
    queued: 'adresine bir deneme e-postası sıraya alındı.',
    jobs: 'Zamanlanmış görevler',
    sessionsJob: 'Ended sessions',
  },
  en: {
    outbox: 'Mail outbox',
    sendTest: 'Send a test mail',
    queued: 'is queued.',
    jobs: 'Scheduled jobs',
    sessionsJob: 'Ended sessions',
  },
} as const;

for (const lang of ['tr', 'en'] as const satisfies Lang[]) {
  test(`an administrator queues a test mail and reads it in the outbox (${lang}) @phone`, async ({
    page,
  }, info) => {
    await signIn(page, lang, demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(inLang(lang, '/admin/outbox'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text[lang].outbox })).toBeVisible();

    await main.getByRole('button', { name: text[lang].sendTest }).click();
    await expect(page.getByText(text[lang].queued)).toBeVisible();

    // The newest mail is the one just queued, to the administrator's own address.
    const preview = main.getByRole('button', { name: new RegExp(demo.admin.email) }).first();
    await expect(preview).toBeVisible();
    await preview.click();
    const frame = main.locator('iframe[sandbox=""]');
    await expect(frame).toBeVisible();
    await expect(
      frame
        .contentFrame()
        .getByText(/Zeynep/)
        .first(),
    ).toBeVisible();
    await keepScreenshot(page, `admin-outbox-${lang}-${info.project.name}`);
  });

  test(`an administrator sees the scheduled jobs (${lang})`, async ({ page }) => {
    await signIn(page, lang, demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(inLang(lang, '/admin/jobs'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text[lang].jobs })).toBeVisible();
    await keepScreenshot(page, `admin-jobs-${lang}`);
  });
}

test('a salesman is not offered the outbox and is refused it by the server', async ({ page }) => {
  await signIn(page, 'en', { email: 'sales@example.com', password: demo.admin.password });
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('coach.token');
    return (await fetch('/api/outbox', { headers: { authorization: `Bearer ${token}` } })).status;
  });
  expect(status).toBe(403);
});
