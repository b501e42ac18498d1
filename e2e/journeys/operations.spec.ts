import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { expect, type Locator, test } from '../support/test.ts';

// The platform's own work as an administrator sees it: the mail outbox (no mail server here, so
// mail waits there). Once, in Turkish: the page in English is admin-app's component test
// (outbox-page.test.tsx), the jobs page is visited by the page sweep and jobs-page.test.tsx, and
// that salesmen are neither offered nor served the outbox is menus.spec.ts's (their menu) and
// server/src/permission-matrix.test.ts's (403).

const words = {
  outbox: 'Giden e-posta kutusu',
  sendTest: 'Deneme e-postası gönder',
  queued: 'adresine bir deneme e-postası sıraya alındı.',
  older: 'Daha eski',
  pages: 'Giden kutusu sayfaları',
  pageOf: (page: number) => `Sayfa ${page} /`,
} as const;

/**
 * The mail to the administrator's own address, on the first page that lists it. The list is newest
 * first, and journeys that moved the server's clock ahead (a project ended at 15 weeks, a reminder
 * two weeks after a session) left mails dated later than this one: turn the pages as a person would.
 */
async function previewOf(main: Locator): Promise<Locator> {
  const preview = main.getByRole('button', { name: new RegExp(demo.admin.email) }).first();
  const pager = main.getByRole('navigation', { name: words.pages });
  for (let shown = 1; shown <= 10; shown += 1) {
    // A page's rows are on screen once its pager says which page it is (while the next page loads,
    // a loading block stands in for both), so the rows can be read at once.
    await expect(pager).toContainText(words.pageOf(shown));
    if ((await preview.count()) > 0) return preview;
    await main.getByRole('button', { name: words.older, exact: true }).click();
  }
  throw new Error(`no mail to ${demo.admin.email} on the outbox's first ten pages`);
}

test('an administrator queues a test mail and reads it in the outbox', async ({ page }) => {
  await openSignedIn(page, demo.admin, '/admin/outbox');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: words.outbox })).toBeVisible();

  await main.getByRole('button', { name: words.sendTest }).click();
  await expect(page.getByText(words.queued)).toBeVisible();

  // The newest mail to the administrator's own address is the one just queued.
  const preview = await previewOf(main);
  await preview.click();
  const frame = main.locator('iframe[sandbox=""]');
  await expect(frame).toBeVisible();
  await expect(
    frame
      .contentFrame()
      .getByText(/Zeynep/)
      .first(),
  ).toBeVisible();
  await keepScreenshot(page, 'admin-outbox-tr');
});
