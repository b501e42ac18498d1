import { demo, keepScreenshot, openSignedIn, signIn, t } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// Two of the journeys on the member side: searching the users list (public fields only),
// and a theme chosen in the settings that follows the member to another browser after sign-in.

test('a member searches the users list and opens a profile with public fields only (tr)', async ({
  page,
}) => {
  await openSignedIn(page, demo.member, '/user/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Üyeler' })).toBeVisible();
  const members = main.getByRole('list', { name: 'Üyeler' });

  // Turkish letters are matched the Turkish way: "öztürk" finds Öztürk.
  await main.getByLabel('Ada göre ara').fill('öztürk');
  await expect(page).toHaveURL(/search=%C3%B6zt%C3%BCrk/);
  await expect(members.getByRole('link', { name: 'Mehmet Öztürk' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'John Smith' })).toHaveCount(0);

  // Narrowed by coaching language: John coaches in English only, Mehmet in both.
  await main.getByLabel('Ada göre ara').fill('');
  // The emptied search reaches the address after a pause in typing. A filter chosen within that
  // pause can be dropped by the search's late write when the page has not drawn again in between
  // (react-router's functional `setSearchParams` reads the params of the render that made it): a
  // known edge of the list pages, not this journey's subject, so the journey waits for the address.
  await expect(page).not.toHaveURL(/search=/);
  await main.getByLabel('Koçluk dili').selectOption('en');
  await expect(members.getByRole('link', { name: 'John Smith' })).toBeVisible();
  await expect(members.getByRole('link', { name: 'Ayşe Demir' })).toHaveCount(0);

  await main.getByLabel('Ada göre ara').fill('zzz-nobody');
  await expect(main.getByText('Uyan bir üye yok')).toBeVisible();
  await keepScreenshot(page, 'users-search-empty-tr');

  await main.getByLabel('Ada göre ara').fill('Mehmet');
  await members.getByRole('link', { name: 'Mehmet Öztürk' }).click();
  await expect(page).toHaveURL(/\/user\/profile\/[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Mehmet Öztürk' })).toBeVisible();
  await expect(main.getByText('Çankaya')).toBeVisible();
  // Private fields never reach another member's screen.
  await expect(main.getByText('mehmet@example.com')).toHaveCount(0);
  await expect(main.getByText(/\+90\s?542/)).toHaveCount(0);
  await keepScreenshot(page, 'user-profile-tr');
});

test('a theme chosen in the settings is kept across sign-in, in another browser too (en)', async ({
  page,
  browser,
}) => {
  const john = { email: 'john@example.com', password: demo.member.password };
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, john, '/en/user/settings?section=theme');
  const main = page.getByRole('main');
  // Every section is in sight on a desktop: the ten tabs are a column beside the page there (a row
  // of them was cut off at 1440 px).
  const sections = main.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
  await expect(sections.last()).toHaveText('Your data');
  for (const tab of await sections.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await main.getByRole('radio', { name: 'Orange' }).check();
  await main.getByRole('radio', { name: 'Dark', exact: true }).check();
  await main.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText('Your theme was saved.')).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-accent', 'theme5');
  await keepScreenshot(page, 'settings-theme-en-dark-orange');
  await page
    .getByRole('button', { name: t('en').signOut })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);

  // A browser that has never seen this member, whose device prefers light: the account's choice wins.
  const other = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
  const fresh = await other.newPage();
  await signIn(fresh, 'en', john);
  await expect(fresh).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(fresh.locator('html')).toHaveAttribute('data-accent', 'theme5');
  await fresh.reload();
  await expect(fresh.locator('html')).toHaveAttribute('data-theme', 'dark');
  await keepScreenshot(fresh, 'dashboard-after-sign-in-en-theme5-dark');

  // Back to the defaults, so that other journeys see John as seeded.
  await fresh.goto('/en/user/settings?section=theme');
  await fresh.getByRole('main').getByRole('radio', { name: 'Slate' }).check();
  await fresh.getByRole('main').getByRole('radio', { name: 'As on this device' }).check();
  await fresh.getByRole('main').getByRole('button', { name: 'Save theme' }).click();
  await expect(fresh.getByText('Your theme was saved.')).toBeVisible();
  await other.close();
});
