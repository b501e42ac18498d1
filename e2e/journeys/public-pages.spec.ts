import { expectHtmlLang, inLang, keepScreenshot, type Lang } from '../support/fixtures.ts';
import { expect, type Page, test } from '../support/test.ts';

// The public pages of issue 6: each answers in Turkish (no prefix) and English (/en) with its
// heading and title, the footer and the menu reach them, and the FAQ opens by keyboard.

const pages = [
  { path: '/aboutus', tr: 'Hakkımızda', en: 'About us' },
  { path: '/faq', tr: 'Sıkça sorulan sorular', en: 'Frequently asked questions' },
  { path: '/rules', tr: 'Proje kuralları', en: 'Project rules' },
  { path: '/privacy', tr: 'Aydınlatma metni', en: 'Privacy notice' },
  { path: '/cookie-policy', tr: 'Çerez politikası', en: 'Cookie policy' },
  { path: '/termsandconditions', tr: 'Kullanım koşulları', en: 'Terms of use' },
  {
    path: '/forgotpassword',
    tr: 'Şifrenizi mi unuttunuz?',
    en: 'Forgot your password?',
    title: { tr: 'Şifremi unuttum', en: 'Forgot password' },
  },
  { path: '/newpassword', tr: 'Yeni şifre belirleyin', en: 'Set a new password' },
] as const;

const footer = {
  tr: [
    { name: 'Gizlilik', path: '/privacy', heading: 'Aydınlatma metni' },
    { name: 'Kullanım koşulları', path: '/termsandconditions', heading: 'Kullanım koşulları' },
    { name: 'Çerez politikası', path: '/cookie-policy', heading: 'Çerez politikası' },
  ],
  en: [
    { name: 'Privacy', path: '/privacy', heading: 'Privacy notice' },
    { name: 'Terms and conditions', path: '/termsandconditions', heading: 'Terms of use' },
    { name: 'Cookie policy', path: '/cookie-policy', heading: 'Cookie policy' },
  ],
} as const;

const menu = {
  tr: [
    { name: 'Kurallar', heading: 'Proje kuralları' },
    { name: 'Hakkımızda', heading: 'Hakkımızda' },
    { name: 'SSS', heading: 'Sıkça sorulan sorular' },
  ],
  en: [
    { name: 'Rules', heading: 'Project rules' },
    { name: 'About us', heading: 'About us' },
    { name: 'FAQ', heading: 'Frequently asked questions' },
  ],
} as const;

const pageTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const lang of ['tr', 'en'] as const satisfies Lang[]) {
  test(`every public page of the issue answers in ${lang} with its heading`, async ({ page }) => {
    for (const entry of pages) {
      await page.goto(inLang(lang, entry.path));
      await expect(pageTitle(page)).toHaveText(entry[lang]);
      await expectHtmlLang(page, lang);
      const title = 'title' in entry ? entry.title[lang] : entry[lang];
      await expect(page).toHaveTitle(`${title} · ${lang === 'tr' ? 'Koçluk Saatleri' : 'Coaching Hours'}`);
      await keepScreenshot(page, `page${entry.path.replace('/', '-')}-${lang}`);
    }
  });

  test(`the footer links lead to the legal pages (${lang})`, async ({ page }) => {
    for (const link of footer[lang]) {
      await page.goto(inLang(lang, '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${inLang(lang, link.path)}$`));
      await expect(pageTitle(page)).toHaveText(link.heading);
    }
  });

  test(`the main menu leads to rules, about us and the FAQ (${lang})`, async ({ page }) => {
    await page.goto(inLang(lang, '/'));
    const nav = page.getByRole('banner').getByRole('navigation').first();
    for (const link of menu[lang]) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(pageTitle(page)).toHaveText(link.heading);
    }
  });
}

test('the home page buttons lead to pages that exist', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Kayıt ol' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/en/rules');
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/en');
  await page.getByRole('main').getByRole('link', { name: 'Read the rules' }).click();
  await expect(page).toHaveURL(/\/en\/rules$/);
  await expect(pageTitle(page)).toHaveText('Project rules');
});

test("the language switch on a text page brings that page's texts in the other language", async ({
  page,
}) => {
  // The text pages' texts are a catalogue of their own, fetched for the address being opened.
  await page.goto('/en/faq');
  await expect(page.getByRole('button', { name: 'Who can become a member?' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Türkçe' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(pageTitle(page)).toHaveText('Sıkça sorulan sorular');
  await expect(page.getByRole('button', { name: 'Kimler üye olabilir?' })).toBeVisible();
  await expectHtmlLang(page, 'tr');
});

test('the FAQ opens and closes by keyboard alone', async ({ page }) => {
  await page.goto('/en/faq');
  await expect(pageTitle(page)).toBeVisible();
  const question = page.getByRole('button', { name: 'Who can become a member?' });
  for (
    let presses = 0;
    presses < 40 && !(await question.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(question).toBeFocused();
  // react-aria marks keyboard focus; the theme draws the ring from it.
  await expect(question).toHaveAttribute('data-focus-visible', 'true');
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Adults (18 or older)');

  await page.keyboard.press('Tab');
  const next = page.getByRole('button', { name: /difference between a coachee package/ });
  await expect(next).toBeFocused();
  await page.keyboard.press('Space');
  await expect(next).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the English terms page says the Turkish text binds, and shows it marked as Turkish', async ({
  page,
}) => {
  await page.goto('/en/termsandconditions');
  await expect(page.getByText('the Turkish text below is the binding one')).toBeVisible();
  const turkish = page.getByRole('heading', { name: '12. Değişiklikler ve bildirimler' });
  await expect(turkish).toBeVisible();
  await expect(page.locator('[lang="tr"]').filter({ has: turkish })).toHaveCount(1);
});

test('the text pages read well on a phone, light and dark @phone', async ({ page }, info) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/rules', '/en/faq', '/privacy', '/en/cookie-policy']) {
      await page.goto(path);
      await expect(pageTitle(page)).toBeVisible();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(scheme === 'dark' ? 'rgb(20, 17, 20)' : 'rgb(247, 245, 244)');
    await page.goto('/rules');
    await keepScreenshot(page, `rules-tr-${scheme}-${info.project.name}`);
    await page.goto('/en/faq');
    await page.getByRole('button', { name: 'How does a project end?' }).click();
    await keepScreenshot(page, `faq-en-${scheme}-${info.project.name}`);
  }
});
