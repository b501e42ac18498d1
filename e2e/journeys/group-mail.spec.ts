import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { latestMail, nextMail } from '../support/mail.ts';
import { expect, test } from '../support/test.ts';

// Mail to a group (issue 31, ADR 0049): an administrator writes programme news in Turkish and
// English to a group found by a filter (here the one English member the search finds), previews
// both versions and sends it; the member finds it in the outbox in English, follows its unsubscribe
// link, confirms, and their settings then show programme news off.

const sarah = { email: 'sarah@example.com', password: 'Member!2345' };

test('an administrator mails a group; a member reads it in their language and unsubscribes', async ({
  page,
  browser,
}) => {
  const before = await latestMail(page.request, 'programmeNews', sarah.email);
  await openSignedIn(page, demo.admin, `/admin/group-mail?search=${encodeURIComponent(sarah.email)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Gruba e-posta', level: 1 })).toBeVisible();
  await expect(main.getByText('Bu e-postayı 1 üye alacak.').first()).toBeVisible();

  await main.getByLabel('Türkçe konu').fill('Kasım buluşması');
  await main.getByLabel('Türkçe metin').fill('Kasım buluşmamız 28 Kasım’da.\n\nAyrıntılar yakında.');
  await main.getByRole('tab', { name: 'İngilizce' }).click();
  await main.getByLabel('İngilizce konu').fill('November meet-up');
  await main.getByLabel('İngilizce metin').fill('Our November meet-up is on 28 November.\n\nDetails soon.');

  await main.getByRole('button', { name: 'İki sürümü de önizle' }).click();
  const preview = main.locator('iframe[sandbox=""]').first();
  await expect(
    preview.contentFrame().getByText('Kasım buluşmamız 28 Kasım’da.', { exact: true }),
  ).toBeVisible();
  await main.getByRole('tab', { name: 'İngilizce önizleme' }).click();
  await expect(
    main
      .locator('iframe[sandbox=""]')
      .last()
      .contentFrame()
      .getByText('Our November meet-up is on 28 November.', { exact: true }),
  ).toBeVisible();

  await main.getByRole('button', { name: 'Gönder…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Bu e-postayı 1 üye alacak.')).toBeVisible();
  await dialog.getByRole('button', { name: 'E-postayı gönder' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Kasım buluşması' }).first()).toContainText(
    'Giden kutusunda sırada',
  );
  await keepScreenshot(page, 'admin-group-mail-tr');

  // The member's mail, in English, with the unsubscribe link at its end.
  const mail = await nextMail(page.request, 'programmeNews', sarah.email, before);
  expect(mail).toMatchObject({ language: 'en', subject: 'November meet-up' });
  expect(mail.linkPath).toMatch(/^\/en\/unsubscribe\//);

  // Followed from the mail, nobody signed in: the page asks first, then unsubscribes.
  const reader = await browser.newPage();
  await reader.goto(mail.linkPath ?? '');
  await expect(
    reader.getByRole('heading', { name: 'Unsubscribe from programme news', level: 1 }),
  ).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(reader.getByText('You will no longer get programme news')).toBeVisible();
  await reader.close();

  // The member's settings say the same.
  const member = await browser.newPage();
  await openSignedIn(member, sarah, '/en/user/settings?section=mail');
  await expect(member.getByRole('switch', { name: 'Programme news' })).not.toBeChecked();
  await member.close();
});
