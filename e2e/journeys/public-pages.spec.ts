import { expectHtmlLang, inLang } from '../support/fixtures.ts';
import { expect, type Page, test } from '../support/test.ts';

// The public pages of issue 6 as a visitor moves between them: the footer reaches the legal pages,
// the menu the rules, about us and the FAQ, the home page's buttons lead on, the language switch
// brings a text page's own texts, and the FAQ opens by keyboard. That every public page answers in
// both languages with its heading, its title, no sideways scrolling and no axe finding in either
// theme is the page sweep's (every-page.spec.ts); each walk here is made once, in one language:
// the other language's links and headings are the same components with the other catalogue's
// words (public-site's component tests).

const footer = [
  { name: 'Gizlilik', path: '/privacy', heading: 'Aydınlatma metni' },
  { name: 'Kullanım koşulları', path: '/termsandconditions', heading: 'Kullanım koşulları' },
  { name: 'Çerez politikası', path: '/cookie-policy', heading: 'Çerez politikası' },
] as const;

const menu = [
  { name: 'Rules', heading: 'Project rules' },
  { name: 'About us', heading: 'About us' },
  { name: 'FAQ', heading: 'Frequently asked questions' },
] as const;

const pageTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('the footer links lead to the legal pages (tr)', async ({ page }) => {
  for (const link of footer) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(pageTitle(page)).toHaveText(link.heading);
  }
});

test('the main menu leads to rules, about us and the FAQ (en)', async ({ page }) => {
  await page.goto(inLang('en', '/'));
  const nav = page.getByRole('banner').getByRole('navigation').first();
  for (const link of menu) {
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(pageTitle(page)).toHaveText(link.heading);
  }
});

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
