import { keepScreenshot, signIn, t } from '../support/fixtures.ts';
import { latestMail, nextMail } from '../support/mail.ts';
import { servers } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

// Forgot password, as a member lives it: ask for a link in Turkish, read the mail (no mail server
// in the journeys, so it waits in the outbox, which administrators read), follow the link, set a new
// password, sign in with it; the old password and the used link no longer work.

/** A seeded member no other journey signs in as; the journey puts the demo password back at the end. */
const member = { email: 'mehmet@example.com', password: 'Member!2345' };
const newPassword = 'Kestane-Lodos-47';

test.afterAll(async ({ playwright }) => {
  // Other journeys may sign in as this member: give the demo password back through the same calls.
  const api = await playwright.request.newContext({ baseURL: servers.main.url });
  const before = await latestMail(api, 'resetPassword', member.email);
  await api.post('/api/accounts/forgotpassword', { data: { email: member.email, language: 'tr' } });
  const mail = await nextMail(api, 'resetPassword', member.email, before);
  const token = decodeURIComponent(mail.linkPath?.split('/').pop() ?? '');
  const restored = await api.post('/api/accounts/setpassword', {
    data: { token, password: member.password },
  });
  expect(restored.ok()).toBe(true);
  await api.dispose();
});

test('a member who forgot the password sets a new one from the mailed link (tr)', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  // The address changes before the new page is drawn (the router renders it in a transition), and
  // the login form has an "E-posta" field too: typing before the heading shows filled that one.
  await expect(page.getByRole('heading', { level: 1, name: 'Şifrenizi mi unuttunuz?' })).toBeVisible();
  await page.getByLabel('E-posta').fill(member.email);
  const before = await latestMail(request, 'resetPassword', member.email);
  await page.getByRole('button', { name: 'Bana bağlantı gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Gelen kutunuzu kontrol edin' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await keepScreenshot(page, 'forgot-password-sent-tr');

  // The mail reaches the outbox a moment after the answer (a job writes it: ADR 0036), in the
  // language of the page that asked.
  const mail = await nextMail(request, 'resetPassword', member.email, before);
  expect(mail.language).toBe('tr');
  expect(mail.linkPath).toMatch(/^\/newpassword\/.+/);
  const linkPath = mail.linkPath as string;

  // The link opens the form; the server refuses a password that is easy to guess, next to the field.
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirleyin' })).toBeVisible();
  const password = page.getByLabel(/^Yeni şifre\s*\*?$/);
  const repeat = page.getByLabel(/^Yeni şifreyi tekrar girin/);
  await password.fill('Password1!');
  await repeat.fill('Password1!');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByText('Bu şifre çok kolay tahmin edilir', { exact: false })).toBeVisible();

  await password.fill(newPassword);
  await repeat.fill(newPassword);
  await keepScreenshot(page, 'new-password-form-tr');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Yeni şifreniz kaydedildi. Şimdi bu şifreyle giriş yapın.')).toBeVisible();

  // The new password signs in; the old one no longer does.
  await signIn(page, 'tr', { email: member.email, password: newPassword });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page
    .getByRole('button', { name: t('tr').signOut })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'tr', member);
  await expect(page.getByText(t('tr').wrong)).toBeVisible();

  // The link worked once.
  await page.goto(linkPath);
  await page.getByLabel(/^Yeni şifre\s*\*?$/).fill('Baska-Sifre-2024');
  await page.getByLabel(/^Yeni şifreyi tekrar girin/).fill('Baska-Sifre-2024');
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Bu bağlantı artık çalışmıyor' })).toBeVisible();
  await page.getByRole('link', { name: 'Yeni bağlantı isteyin' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
});
