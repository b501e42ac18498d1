import { demo, inLang, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { phone } from '../support/phone.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journey "The admin pages on a phone": an administrator on a 390 px screen reaches
// every back-office page of the issue through the menu, and each shows its heading without making
// the page scroll sideways. The accounts are cards (on a desktop, a table that fits), and the add-account dialog
// fits the screen and closes. Last, the dashboard in the dark: its charts still inside their cards.
// In English; the Turkish pages' fit at 320 px is the page sweep's (every-page.spec.ts).

test.use(phone);

type AdminPage = {
  /** The menu entry that leads there; null for a tab of another page. */
  menu: string | null;
  heading: string;
  path: string;
};

const words = {
  en: {
    openMenu: 'Open menu',
    navigation: 'Administration menu',
    addAccount: 'Add an account',
    close: 'Close',
    accounts: 'Accounts',
    proofsTab: 'Proofs of education',
    pages: [
      { menu: 'Dashboard', heading: 'Administration dashboard', path: '/admin/dashboard' },
      { menu: 'Accounts', heading: 'Accounts', path: '/admin/account' },
      { menu: null, heading: 'Proofs of education', path: '/admin/account/proofs' },
      { menu: 'Badges', heading: 'Badges', path: '/admin/badge' },
      { menu: 'Application settings', heading: 'Application settings', path: '/admin/settings' },
      { menu: 'Audit log', heading: 'Audit log', path: '/admin/audit' },
      { menu: 'Contact messages', heading: 'Contact messages', path: '/admin/contact-messages' },
    ],
  },
} satisfies Record<'en', { pages: AdminPage[]; [word: string]: unknown }>;

/** The walk's language: the Turkish pages' fit is the page sweep's. */
type Walked = keyof typeof words;

const addressOf = (lang: Walked, path: string) => new RegExp(`${inLang(lang, path).replaceAll('/', '\\/')}$`);

/**
 * How far the page itself is wider than the screen (0 or less: no sideways scrolling). Measured
 * against the root's client width, the phone's width: on a mobile viewport `innerWidth` grows with
 * content that sticks out (the layout viewport widens to fit it), so it would hide the very overflow
 * this looks for.
 */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens the drawer menu and follows one of its links; the drawer closes behind it. */
async function navigateByMenu(page: Page, lang: Walked, entry: string) {
  await page.getByRole('button', { name: words[lang].openMenu }).click();
  const drawer = page.getByRole('dialog', { name: words[lang].navigation });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: entry, exact: true }).click();
  await expect(drawer).toBeHidden();
}

/**
 * On a phone the accounts are cards (ADR 0050): a list named like the table, each account an
 * article named by its name, with its role, access and actions, inside the screen.
 */
async function expectAccountCards(page: Page, lang: Walked) {
  const list = page.getByRole('main').getByRole('list', { name: words[lang].accounts });
  const first = list.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('main').getByRole('table', { name: words[lang].accounts })).toHaveCount(0);
  await expect(first.getByRole('button', { name: /^Actions for / })).toBeVisible();
  await expect(first.getByRole('term')).toHaveText(['Role', 'Access']);
  const right = await list.evaluate((element) => element.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/**
 * On a desktop (1440 px) a list's table shows its key columns without a sideways scroll: its
 * region is no wider than its card, and every key header is inside the screen.
 */
async function expectTableFits(page: Page, name: string, keyHeaders: readonly string[]) {
  const table = page.getByRole('main').getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const fit = await table.evaluate((element) => {
    const region = element.parentElement as HTMLElement;
    return { wider: region.scrollWidth - region.clientWidth, right: element.getBoundingClientRect().right };
  });
  expect(fit.wider, `${name}: the table scrolls sideways`).toBeLessThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(1440);
  for (const header of keyHeaders) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport();
  }
  // The actions column's heading is for screen readers only: its buttons are on the screen.
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeInViewport();
}

/** The add dialog fits the screen (its body scrolls), closes with its button, and gives focus back. */
async function expectAddDialogFits(page: Page, lang: Walked, screenshot: string) {
  const add = page.getByRole('main').getByRole('button', { name: words[lang].addAccount });
  await add.click();
  const dialog = page.getByRole('dialog', { name: words[lang].addAccount });
  await expect(dialog).toBeVisible();
  // Half a pixel for the rounding of sub-pixel layout.
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const edge = { width: viewport.width + 0.5, height: viewport.height + 0.5 };
  // Measured again until it holds: the dialog grows into place (its opening animation).
  const fits = async () => {
    const box = await dialog.boundingBox();
    if (!box) return 'no box';
    const misses = [
      box.x >= 0 ? null : 'starts left of the screen',
      box.y >= 0 ? null : 'starts above the screen',
      box.x + box.width <= edge.width ? null : `is ${box.x + box.width}px wide`,
      box.y + box.height <= edge.height ? null : `is ${box.y + box.height}px high`,
    ].filter(Boolean);
    return misses.length === 0 ? 'fits' : misses.join(', ');
  };
  await expect.poll(fits, { message: 'the dialog fits the screen' }).toBe('fits');
  expect(await overflow(page), 'the dialog does not widen the page').toBeLessThanOrEqual(0);
  await keepScreenshot(page, screenshot);
  await dialog.getByRole('button', { name: words[lang].close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
}

/** Every chart is drawn inside its card: none spills over the next card's heading. */
async function expectChartsInsideCards(page: Page) {
  const charts = page.getByRole('main').getByRole('img');
  await expect(charts.first()).toBeVisible();
  const spills = await charts.evaluateAll((images) =>
    images.map((chart) => {
      const card = chart.closest('section')?.getBoundingClientRect();
      const drawn = chart.getBoundingClientRect();
      return card ? Math.max(0, drawn.bottom - card.bottom, drawn.right - card.right) : 0;
    }),
  );
  for (const [index, spill] of spills.entries()) {
    expect.soft(spill, `chart ${index + 1} spills out of its card`).toBeLessThanOrEqual(0.5);
  }
}

/** The body's background is dark, as the device's colour scheme asks. */
async function expectDark(page: Page) {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 0, green = 0, blue = 0] = background.match(/\d+/g)?.map(Number) ?? [];
  expect((red + green + blue) / 3, background).toBeLessThan(80);
}

test('an administrator runs the back office from a phone', async ({ page }) => {
  const lang: Walked = 'en';
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, demo.admin, inLang(lang, '/admin/dashboard'));
  await expect(page).toHaveURL(addressOf(lang, '/admin/dashboard'));
  const main = page.getByRole('main');

  // The menu is a modal drawer: Escape closes it and gives the focus back to its button.
  const menuButton = page.getByRole('button', { name: words[lang].openMenu });
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: words[lang].navigation })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: words[lang].navigation })).toBeHidden();
  await expect(menuButton).toBeFocused();

  for (const target of words[lang].pages) {
    await test.step(target.path, async () => {
      if (target.menu) await navigateByMenu(page, lang, target.menu);
      else await main.getByRole('link', { name: words[lang].proofsTab }).click();
      await expect(page).toHaveURL(addressOf(lang, target.path));
      await expect(main.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      const name = `admin-phone-${target.path.replace('/admin/', '').replace('/', '-')}-${lang}`;
      // Taken once the page is settled (the screenshot waits for the network), then measured.
      await keepScreenshot(page, name);
      // Soft: every page is checked and each one too wide is reported.
      expect.soft(await overflow(page), `${target.path} is wider than the screen`).toBeLessThanOrEqual(0);
      if (target.path === '/admin/dashboard') await expectChartsInsideCards(page);
      if (target.path === '/admin/account') await expectAccountCards(page, lang);
    });
  }

  // Once every page has been measured: a dialog that does not fit stops the journey.
  await test.step('the add-account dialog', async () => {
    await navigateByMenu(page, lang, words[lang].accounts);
    await expect(page).toHaveURL(addressOf(lang, '/admin/account'));
    await expectAddDialogFits(page, lang, `admin-phone-add-account-${lang}`);
  });

  // The same lists on a desktop: the key columns without a sideways scroll (ADR 0050).
  await test.step('the accounts and projects lists at 1440 px', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(inLang(lang, '/admin/account'));
    await expectTableFits(page, words[lang].accounts, ['Name', 'Role', 'Access']);
    await page.goto(inLang(lang, '/admin/user-project'));
    await expectTableFits(page, 'Projects', ['Coach', 'Coachee', 'State']);
    await keepScreenshot(page, `admin-desktop-projects-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  // On a device that prefers the dark, the dashboard is dark, its charts still inside their cards.
  await test.step('the dashboard in the dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(inLang(lang, '/admin/dashboard'));
    await expect(main.getByRole('heading', { level: 1, name: 'Administration dashboard' })).toBeVisible();
    await expectDark(page);
    await expectChartsInsideCards(page);
    await keepScreenshot(page, `admin-phone-dashboard-${lang}-dark`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
