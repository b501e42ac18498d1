import {
  demo,
  deviceLanguage,
  inLang,
  keepScreenshot,
  type Lang,
  openSignedIn,
} from '../support/fixtures.ts';
import { expect, type Locator, test } from '../support/test.ts';

// The platform's own work as an administrator sees it: the mail outbox (no mail server here, so
// mail waits there) and the scheduled jobs. Salesmen must not see either.

const text = {
  tr: {
    outbox: 'Giden e-posta kutusu',
    sendTest: 'Deneme e-postası gönder',
    queued: 'adresine bir deneme e-postası sıraya alındı.',
    jobs: 'Zamanlanmış görevler',
    sessionsJob: 'Ended sessions',
    older: 'Daha eski',
    pages: 'Giden kutusu sayfaları',
    pageOf: (page: number) => `Sayfa ${page} /`,
  },
  en: {
    outbox: 'Mail outbox',
    sendTest: 'Send a test mail',
    queued: 'is queued.',
    jobs: 'Scheduled jobs',
    sessionsJob: 'Ended sessions',
    older: 'Older',
    pages: 'Pages of the outbox',
    pageOf: (page: number) => `Page ${page} of`,
  },
} as const;

/**
 * The mail to the administrator's own address, on the first page that lists it. The list is newest
 * first, and journeys that moved the server's clock ahead (a project ended at 15 weeks, a reminder
 * two weeks after a session) left mails dated later than this one: turn the pages as a person would.
 */
async function previewOf(main: Locator, lang: Lang): Promise<Locator> {
  const preview = main.getByRole('button', { name: new RegExp(demo.admin.email) }).first();
  const pager = main.getByRole('navigation', { name: text[lang].pages });
  for (let shown = 1; shown <= 10; shown += 1) {
    // A page's rows are on screen once its pager says which page it is (while the next page loads,
    // a loading block stands in for both), so the rows can be read at once.
    await expect(pager).toContainText(text[lang].pageOf(shown));
    if ((await preview.count()) > 0) return preview;
    await main.getByRole('button', { name: text[lang].older, exact: true }).click();
  }
  throw new Error(`no mail to ${demo.admin.email} on the outbox's first ten pages`);
}

// Turkish on the desktop, English on the phone (deviceLanguage).
test.describe('operations', () => {
  test('an administrator queues a test mail and reads it in the outbox @phone', async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await openSignedIn(page, demo.admin, inLang(lang, '/admin/outbox'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text[lang].outbox })).toBeVisible();

    await main.getByRole('button', { name: text[lang].sendTest }).click();
    await expect(page.getByText(text[lang].queued)).toBeVisible();

    // The newest mail to the administrator's own address is the one just queued.
    const preview = await previewOf(main, lang);
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

  test('an administrator sees the scheduled jobs', async ({ page }, info) => {
    const lang = deviceLanguage(info.project);
    await openSignedIn(page, demo.admin, inLang(lang, '/admin/jobs'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text[lang].jobs })).toBeVisible();
    await keepScreenshot(page, `admin-jobs-${lang}`);
  });
});

test('a salesman is not offered the outbox and is refused it by the server', async ({ page }) => {
  await openSignedIn(
    page,
    { email: 'sales@example.com', password: demo.admin.password },
    inLang('en', '/admin/dashboard'),
  );
  await expect(page.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('coach.token');
    return (await fetch('/api/outbox', { headers: { authorization: `Bearer ${token}` } })).status;
  });
  expect(status).toBe(403);
});
