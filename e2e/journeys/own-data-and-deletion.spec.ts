import XLSX from 'sheetjs-style';
import { downloadBy } from '../support/coaching.ts';
import { inLang, keepScreenshot, type Lang, openSignedIn, signIn, t } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { Api, createMember, runStamp } from '../support/programme.ts';
import { expect, test } from '../support/test.ts';

// A member's own data (KVKK), as a member lives it: in Settings → Your data
// they download everything kept about them (.json and .xlsx, read back), ask for the deletion
// link with their password (a wrong one first), open the mail's link, confirm, land on a page
// saying it is done, signed out, and can no longer sign in. The member is made by an
// administrator through the API (no registration: those are limited to ten an hour). Once, in
// Turkish: the English link and mail are server/src/routes/personal-data.test.ts's, the workbook's
// sheets named in each language adapters' personal-data.test.ts, the English pages public-site's
// and member-app's component tests and the page sweep.

const w = {
  settingsTab: 'Verileriniz',
  settingsSections: 'Ayar bölümleri',
  downloadJson: '.json indir',
  downloadXlsx: '.xlsx indir',
  firstSheet: 'Hesap ve profil',
  lastSheet: 'Bildirimler',
  password: 'Şifreniz',
  ask: 'Silme bağlantısını e-postayla gönder',
  wrongPassword: 'Şifre hatalı. Hesabınız silinmedi.',
  sent: 'adresine bir bağlantı gönderdik',
  confirmHeading: 'Hesabınızı silin',
  confirm: 'Hesabımı sil',
  done: 'Hesabınız silindi',
  linkDead: 'Bu bağlantı çalışmıyor',
} as const;
const lang: Lang = 'tr';

test('a member downloads their data and deletes their account by the mailed link (tr)', async ({
  page,
  request,
}) => {
  const admin = await Api.admin(request);
  const member = await createMember(admin, {
    name: 'Gülşen',
    surname: 'Ayrılır',
    language: lang,
    languages: [lang],
    packageCode: 'COACHEE-12',
    stamp: runStamp(),
  });

  await openSignedIn(page, member, inLang(lang, '/user/settings?section=your-data'));
  await expect(
    page.getByRole('navigation', { name: w.settingsSections }).getByRole('link', { name: w.settingsTab }),
  ).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');

  // The JSON holds their e-mail; the workbook opens, its first sheet named in the page's language.
  const json = await downloadBy(page, main.getByRole('button', { name: w.downloadJson }));
  expect(json.fileName).toMatch(/^verilerim-.+\.json$/);
  const data = JSON.parse(json.bytes.toString('utf8'));
  expect(data.account.email).toBe(member.email);
  const xlsx = await downloadBy(page, main.getByRole('button', { name: w.downloadXlsx }));
  const book = XLSX.read(xlsx.bytes, { type: 'buffer' });
  expect(book.SheetNames[0]).toBe(w.firstSheet);
  // A sheet per kind of data (core's personal-data-sheets.ts), the newest kinds last.
  expect(book.SheetNames).toHaveLength(19);
  expect(book.SheetNames.at(-1)).toBe(w.lastSheet);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[w.firstSheet] ?? {}, { header: 1 });
  expect(rows).toContainEqual(['email', member.email]);

  // A wrong password mails nothing; the right one mails the link, in the page's language.
  await main.getByLabel(w.password).fill('Yanlis-Sifre-12');
  await main.getByRole('button', { name: w.ask }).click();
  await expect(main.getByText(w.wrongPassword)).toBeVisible();
  expect(await latestMail(request, 'deleteAccount', member.email)).toBeNull();
  await main.getByLabel(w.password).fill(member.password);
  await main.getByRole('button', { name: w.ask }).click();
  await expect(main.getByText(w.sent)).toBeVisible();
  await keepScreenshot(page, `own-data-settings-${lang}`);

  const mail = await latestMail(request, 'deleteAccount', member.email);
  expect(mail?.language).toBe(lang);
  expect(mail?.linkPath).toMatch(/^\/deleteaccount\/.+/);
  const linkPath = mail?.linkPath as string;

  // The link asks once more; confirming deletes, signs out and says so in the member's language.
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: w.confirmHeading })).toBeVisible();
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByRole('heading', { name: w.done })).toBeVisible();
  await keepScreenshot(page, `account-deleted-${lang}`);
  await page.goto(inLang(lang, '/user/settings'));
  await expect(page).toHaveURL(/\/login/);

  // Gone: the password no longer signs in, and the link does not work twice.
  await signIn(page, lang, member);
  await expect(page.getByText(t(lang).wrong)).toBeVisible();
  await page.goto(linkPath);
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByRole('heading', { name: w.linkDead })).toBeVisible();
});
