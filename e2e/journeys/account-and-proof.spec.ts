import { minimalPdf } from '@coach/adapters/testing/proof-files';
import { isValidTurkishIdentityNumber } from '@coach/core/contracts';
import { demo, inLang, keepScreenshot, type Lang, openSignedIn, signIn } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journeys of a new member, told as a story in turns: an administrator adds a member
// without a password (Turkish); the member chooses one from the mailed link, signs in and uploads a
// proof of education; the administrator looks at it and rejects it with a reason (English from
// here on); the member reads the reason and uploads again; the administrator approves; the member
// sees it approved. Every turn is one person in a fresh browser, and each review mails the member.
// The turns follow one another (`serial`): a turn is skipped when the one before it failed.

/** A valid T.C. identity number: nine random digits, then the two check digits of the rule. */
function turkishIdentityNumber(): string {
  const digits = [1 + Math.floor(Math.random() * 9)];
  while (digits.length < 9) digits.push(Math.floor(Math.random() * 10));
  // Digits 1, 3, 5, 7, 9 (indexes 0, 2, …) and 2, 4, 6, 8 (indexes 1, 3, …).
  const sumAt = (parity: number) =>
    digits.reduce((sum, digit, index) => (index % 2 === parity ? sum + digit : sum), 0);
  digits.push((((sumAt(0) * 7 - sumAt(1)) % 10) + 10) % 10);
  digits.push(digits.reduce((sum, digit) => sum + digit, 0) % 10);
  return digits.join('');
}

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** A member of this run only: the e-mail and the identity number are new each time. */
const member = {
  name: 'Elif',
  surname: 'Karaca',
  fullName: 'Elif Karaca',
  email: `elif.karaca.${stamp}@example.com`,
  identityNumber: turkishIdentityNumber(),
  password: 'Lavanta-Pusula-83',
};
const reason = `The date on the certificate cannot be read (${stamp}). Please scan it again.`;
const firstFile = `sertifika-${stamp}.pdf`;
const secondFile = `sertifika-yeniden-${stamp}.pdf`;

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf()) });

const text = {
  tr: {
    yourProof: 'Belgeniz',
    upload: 'Yükle',
    uploaded: 'Eğitim belgeniz yüklendi. Bir yönetici inceleyecek.',
    pending: 'İnceleme bekliyor',
  },
  en: {
    yourProof: 'Your proof',
    upload: 'Upload',
    uploaded: 'Your proof of education was uploaded. An administrator will review it.',
    pending: 'Waiting for review',
  },
} as const;

/** Sends a PDF from the member's page and waits until the page shows it waiting for review. */
async function uploadProof(page: Page, lang: Lang, fileName: string) {
  const words = text[lang];
  const standing = page.getByRole('region', { name: words.yourProof });
  await standing.locator('input[type="file"]').setInputFiles(pdf(fileName));
  await expect(standing.getByText(fileName)).toBeVisible();
  await standing.getByRole('button', { name: words.upload, exact: true }).click();
  await expect(page.getByText(words.uploaded)).toBeVisible();
  await expect(standing.getByText(words.pending, { exact: true })).toBeVisible();
  await expect(standing.getByText(fileName)).toBeVisible();
}

/** The administrator's proofs tab in English, narrowed to this run's member. */
async function openMembersProofs(page: Page) {
  await openSignedIn(page, demo.admin, inLang('en', '/admin/account'));
  await page.getByRole('main').getByRole('link', { name: 'Proofs of education' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/account\/proofs$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Proofs of education' })).toBeVisible();
  await main.getByRole('searchbox', { name: 'Search by member' }).fill(member.email);
  await expect(page).toHaveURL(/search=/);
  return main;
}

/** Opens the waiting proof of the member with its preview, as an administrator must before deciding. */
async function openReview(page: Page, fileName: string) {
  const main = await openMembersProofs(page);
  const row = main.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fileName);
  await row.getByRole('button', { name: `Review the proof of ${member.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Proof of education of ${member.fullName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(member.email)).toBeVisible();
  // The file itself is in view: a PDF in the browser's own viewer.
  await expect(dialog.getByTitle(`Preview of ${fileName}`)).toBeVisible();
  return dialog;
}

test.describe
  .serial('a new member proves their education', () => {
    test('an administrator adds a member without a password (tr)', async ({ page }) => {
      expect(isValidTurkishIdentityNumber(member.identityNumber)).toBe(true);
      await openSignedIn(page, demo.admin, '/admin/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Hesaplar' })).toBeVisible();

      await main.getByRole('button', { name: 'Hesap ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hesap ekle' });
      await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(member.name);
      await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(member.surname);
      await dialog.getByRole('textbox', { name: 'E-posta adresi' }).fill(member.email);
      // No password: the member chooses one from the mailed link.
      await expect(dialog.getByRole('textbox', { name: 'Şifre', exact: true })).toHaveValue('');
      await dialog.getByRole('textbox', { name: 'T.C. kimlik numarası' }).fill(member.identityNumber);
      const languages = dialog.getByRole('group', { name: 'Koçluk dilleri' });
      await languages.getByText('Türkçe').click();
      await expect(languages.getByRole('checkbox', { name: 'Türkçe' })).toBeChecked();
      await keepScreenshot(page, 'admin-add-member-tr');
      await dialog.getByRole('button', { name: 'Hesabı oluştur' }).click();

      await expect(
        page.getByText(
          `${member.fullName} için hesap oluşturuldu. Şifre belirleme bağlantısı ${member.email} adresine gönderildi.`,
        ),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      // The new member is found by searching the table (the search lives in the address).
      await main.getByRole('searchbox', { name: 'Hesaplarda ara' }).fill(member.email);
      await expect(page).toHaveURL(/search=/);
      const rows = main
        .getByRole('table', { name: 'Hesaplar' })
        .getByRole('row')
        .filter({ hasText: member.email });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(member.fullName);
      await expect(rows).toContainText('Üye');
      await expect(main.getByRole('table', { name: 'Hesaplar' }).getByRole('row')).toHaveCount(2);
    });

    test('the member chooses a password from the mail, signs in and uploads a proof (tr)', async ({
      page,
      request,
    }) => {
      const mail = await latestMail(request, 'setPassword', member.email);
      expect(mail, 'a set-password mail waits in the outbox').not.toBeNull();
      expect(mail?.language).toBe('tr');
      expect(mail?.linkPath).toMatch(/^\/newpassword\/.+/);

      await page.goto(mail?.linkPath as string);
      await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirleyin' })).toBeVisible();
      await page.getByLabel(/^Yeni şifre\s*\*?$/).fill(member.password);
      await page.getByLabel(/^Yeni şifreyi tekrar girin/).fill(member.password);
      await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Yeni şifreniz kaydedildi. Şimdi bu şifreyle giriş yapın.')).toBeVisible();

      await signIn(page, 'tr', member);
      await expect(page).toHaveURL(/\/user\/dashboard$/);
      await page.goto('/user/file-operations');
      await expect(page.getByRole('heading', { level: 1, name: 'Eğitim belgesi' })).toBeVisible();
      await uploadProof(page, 'tr', firstFile);
      await keepScreenshot(page, 'member-proof-pending-tr');
    });

    test('the administrator looks at the proof and rejects it with a reason (en)', async ({
      page,
      request,
    }) => {
      // No screenshot while the PDF is open: its viewer keeps the network busy.
      const dialog = await openReview(page, firstFile);
      await dialog.getByRole('button', { name: 'Reject…' }).click();
      const rejecting = page.getByRole('dialog', { name: `Reject the proof of ${member.fullName}` });
      // A reason is required: the member must know what to send instead.
      await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(rejecting.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await rejecting.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(
        page.getByText(`The proof was rejected. ${member.fullName} gets an e-mail with your reason.`),
      ).toBeVisible();
      await expect(rejecting).toBeHidden();
      await expect(dialog).toBeHidden();

      // No longer waiting; listed among the rejected ones.
      const main = page.getByRole('main');
      await expect(main.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
      await main.getByRole('tab', { name: 'Rejected' }).click();
      await expect(main.getByRole('row').filter({ hasText: member.email })).toContainText(firstFile);
      await keepScreenshot(page, 'admin-proofs-rejected-en');

      // The member is told by mail, in the member's language, with the reason and the way back.
      const mail = await latestMail(request, 'proofRejected', member.email);
      expect(mail?.language).toBe('tr');
      expect(mail?.text).toContain(reason);
      expect(mail?.linkPath).toBe('/user/file-operations');
      expect(await latestMail(request, 'proofApproved', member.email)).toBeNull();
    });

    test('the member reads the reason and uploads a new file (en)', async ({ page }) => {
      await openSignedIn(page, member, inLang('en', '/user/file-operations'));
      const standing = page.getByRole('region', { name: 'Your proof' });
      await expect(standing.getByText('Not accepted', { exact: true })).toBeVisible();
      await expect(standing.getByText(reason)).toBeVisible();
      await keepScreenshot(page, 'member-proof-rejected-en');

      await uploadProof(page, 'en', secondFile);
      // The rejected file stays in the history with its reason.
      const earlier = page.getByRole('region', { name: 'Earlier files' });
      await expect(earlier.getByRole('listitem')).toHaveCount(1);
      await expect(earlier.getByText(firstFile)).toBeVisible();
      await expect(earlier.getByText(reason)).toBeVisible();
    });

    test('the administrator approves the new file (en)', async ({ page, request }) => {
      const dialog = await openReview(page, secondFile);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(
        page.getByText(`The proof was approved. ${member.fullName} gets an e-mail.`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: 'Approved' }).click();
      await expect(main.getByRole('row').filter({ hasText: member.email })).toContainText(secondFile);

      const mail = await latestMail(request, 'proofApproved', member.email);
      expect(mail?.language).toBe('tr');
      expect(mail?.linkPath).toBe('/user/file-operations');
      // The rejection mail came first: approval did not replace it.
      const rejected = await latestMail(request, 'proofRejected', member.email);
      expect(rejected).not.toBeNull();
      expect(Date.parse(mail?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(rejected?.createdAt ?? ''));
    });

    test('the member sees the proof approved (en)', async ({ page }) => {
      await openSignedIn(page, member, inLang('en', '/user/file-operations'));
      const standing = page.getByRole('region', { name: 'Your proof' });
      await expect(standing.getByText('Approved', { exact: true })).toBeVisible();
      await expect(standing.getByText(secondFile)).toBeVisible();
      await expect(standing.getByText(/You need not upload it again/)).toBeVisible();
      await expect(standing.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
      await keepScreenshot(page, 'member-proof-approved-en');
    });
  });
