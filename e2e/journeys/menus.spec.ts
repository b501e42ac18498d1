import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/accessibility.ts';
import { inLang, keepScreenshot, type Lang, openSignedIn } from '../support/fixtures.ts';
import { settled, showTheme } from '../support/page-checks.ts';
import { phone } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

// No dead ends (ADR 0039): a menu offers only the pages the server lets the account open, each of
// them works, and a page the account may not open says so, with the way to its dashboard.

const guest = { email: 'guest@example.com', password: 'Member!2345' };
const salesman = { email: 'sales@example.com', password: 'Office!2345' };

const words = {
  tr: {
    memberMenu: 'Üye menüsü',
    notAvailable: 'Hesabınıza açık değil',
    toDashboard: 'Panelinize gidin',
    // Any of the pages a failed page shows instead of its own.
    failure: /^(Hesabınıza açık değil|Sayfa bulunamadı|Bir hata oluştu)$/,
  },
  en: {
    adminMenu: 'Administration menu',
    notAvailable: 'Not available to your account',
    toDashboard: 'Go to your dashboard',
    failure: /^(Not available to your account|Page not found|An error occurred)$/,
  },
};

/**
 * Follows every link of the menu named `menu`, as a person would, and checks each page shows
 * itself, with its data, and not a failure. Answers the links' labels.
 */
async function walkMenu(page: Page, menu: string, failure: RegExp): Promise<string[]> {
  const links = page.getByRole('navigation', { name: menu }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const labels = await links.allInnerTexts();
  for (const label of labels) {
    const link = links.filter({ hasText: label });
    const address = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === address);
    await settled(page, address);
    await expect(
      page.getByRole('heading', { name: failure }),
      `${label} (${address}) shows its page`,
    ).toHaveCount(0);
  }
  return labels;
}

async function expectNoAxeViolations(page: Page) {
  for (const mode of ['light', 'dark'] as const) {
    await showTheme(page, mode);
    const findings = await axeViolations(page);
    expect(findings, `${mode}:\n${describeViolations(findings)}`).toEqual([]);
  }
}

test('a guest’s menu leads only to pages that work; the members list says it is not for them, with the way back', async ({
  page,
}) => {
  const lang: Lang = 'tr';
  await openSignedIn(page, guest, inLang(lang, '/user/dashboard'));
  const labels = await walkMenu(page, words.tr.memberMenu, words.tr.failure);
  expect(labels).toEqual(['Panel', 'Üyelik yenileme', 'Ayarlar']);

  // The address typed by hand: refused in words, in the member area's frame, not the error page.
  await page.goto(inLang(lang, '/user/users'));
  const heading = page.getByRole('heading', { level: 1, name: words.tr.notAvailable });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('navigation', { name: words.tr.memberMenu })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'not-available-guest-tr');
  // By keyboard: from the heading, the next stop is the way back.
  await heading.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: words.tr.toDashboard })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('a salesman’s menu leads only to pages that work; the application settings say they are not for them', async ({
  page,
}) => {
  const lang: Lang = 'en';
  await openSignedIn(page, salesman, inLang(lang, '/admin/dashboard'));
  const labels = await walkMenu(page, words.en.adminMenu, words.en.failure);
  expect(labels).toEqual(['Dashboard', 'Accounts', 'Orders', 'Membership packages']);
  // Nor does the top bar offer the settings.
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);

  await page.goto(inLang(lang, '/admin/settings'));
  await expect(page.getByRole('heading', { level: 1, name: words.en.notAvailable })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'not-available-salesman-en');
  await page.getByRole('link', { name: words.en.toDashboard }).click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the page that is not for the account fits and leads back', async ({ page }) => {
    await openSignedIn(page, salesman, inLang('en', '/admin/audit'));
    await expect(page.getByRole('heading', { level: 1, name: words.en.notAvailable })).toBeVisible();
    const way = page.getByRole('link', { name: words.en.toDashboard });
    await expect(way).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, 'not-available-phone');
    await way.click();
    await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
  });
});
