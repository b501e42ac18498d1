import { inLang, keepScreenshot, type Lang, openSignedIn, t } from '../support/fixtures.ts';
import { pickFromList, tick } from '../support/form-controls.ts';
import { localOidc, oidcPeople } from '../support/local-oidc.ts';
import { adminToken, followVerificationMail } from '../support/mail.ts';
import {
  expectSandboxCheckout,
  packages,
  payByCard,
  paymentResultAddress,
  testCards,
} from '../support/membership.ts';
import { Api, choose } from '../support/programme.ts';
import { servers } from '../support/servers.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test.ts';

// Issue 11's journeys of signing in with a provider, against a real OpenID Connect provider on
// this machine (support/local-oidc.ts), configured as the generic provider "Koçluk Okulu". In
// Turkish, a member links it in the settings, signs out and signs in with it; unlinks it (the
// password remains) and, since the provider's verified address is the account's, is asked for
// the password once before it is linked anew. In English, someone the platform has never seen is
// sent to the registration wizard with name and address filled in and no password to choose,
// pays, and signs in with the provider.

const label = localOidc.label;
const words = {
  tr: {
    signInWith: `${label} ile giriş yap`,
    link: `${label} hesabını bağla`,
    unlink: `${label} bağlantısını kaldır`,
    confirmUnlink: 'Evet, bağlantıyı kaldır',
    linked: `${label} bağlandı. Artık onunla giriş yapabilirsiniz.`,
    unlinked: `${label} bağlantısı kaldırıldı. Artık onunla giriş yapamazsınız.`,
    passwordOnce: `${label} hesabınızı bağlamak için bir kez şifrenizle giriş yapın`,
  },
  en: {
    signInWith: `Sign in with ${label}`,
  },
} as const;

/** The journey's own member: the account whose address the provider vouches for (oidcPeople.journey). */
const member = {
  name: oidcPeople.journey.givenName,
  surname: oidcPeople.journey.familyName,
  fullName: `${oidcPeople.journey.givenName} ${oidcPeople.journey.familyName}`,
  email: oidcPeople.journey.email,
  password: 'Sedir-Martı-47',
};

/**
 * Deletes the account with this address, if there is one (its provider links go with it). The
 * provider's people are fixed for the whole run, so a repeated journey (a retry) starts from
 * what the attempt before it left.
 */
async function removeAccountOf(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.get(`/api/accounts?search=${encodeURIComponent(email)}`, { headers });
  expect(found.ok(), 'the accounts list is readable').toBe(true);
  const { items } = (await found.json()).data as { items: { accountId: string; email: string }[] };
  for (const account of items.filter((one) => one.email === email)) {
    const deleted = await request.delete('/api/accounts', {
      headers,
      data: { accountId: account.accountId },
    });
    expect(deleted.ok(), `the account of ${email} from an earlier attempt is deleted`).toBe(true);
  }
}

/** The member as the journey needs them: a password, an active membership, no provider linked. */
async function createJourneyMember(request: APIRequestContext) {
  await removeAccountOf(request, member.email);
  const admin = await Api.admin(request);
  const account = await admin.post<{ accountId: string }>('/accounts', {
    name: member.name,
    surname: member.surname,
    email: member.email,
    password: member.password,
    accountRoleType: 'User',
    passportNumber: `OIDC${Date.now().toString(36)}`.toUpperCase(),
    languages: ['tr'],
    language: 'tr',
  });
  await followVerificationMail(request, member.email);
  const offered = await admin.get<{ membershipPackageId: string; code: string }[]>('/membershippackages');
  await admin.put('/accounts', {
    accountId: account.accountId,
    subscriptionEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    membershipPackageId: offered.find((one) => one.code === 'COACHEE-12')?.membershipPackageId,
  });
}

/**
 * Presses `button` of the platform and signs in at the provider on its development login page, as
 * a person would: the login name, any password (the page checks none), submit. The consent is
 * granted without a page, so the browser goes straight back to the platform's callback.
 */
async function throughProvider(page: Page, button: Locator, login: string) {
  // The provider remembers whom it signed in (its own session cookie on 127.0.0.1) and would send
  // them straight back; each trip here is someone who signs in at the provider anew.
  await page.context().clearCookies({ name: /^_(session|interaction)/ });
  await button.click();
  await expect(page).toHaveURL((url) => url.origin === servers.oidc.url);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('[type="submit"]').first().click();
  await expect(page).toHaveURL((url) => url.origin === servers.main.url);
}

/** Full-page screenshots in the light theme, on the desktop and at a phone's 390 px. */
async function keepBothWidths(page: Page, name: string) {
  const desktop = page.viewportSize();
  // From the top, so that the sticky header is not drawn in the middle of the full page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, `${name}-390`);
  if (desktop) await page.setViewportSize(desktop);
}

/** Settings → "Sign-in methods" (`?section=sign-in`, "Giriş yöntemleri"), its section shown. */
const signInMethods = (page: Page) => page.getByRole('main');

async function openSignInMethods(page: Page) {
  await page.goto('/user/settings?section=sign-in');
  await expect(
    page.getByRole('navigation', { name: 'Ayar bölümleri' }).getByRole('link', { name: 'Giriş yöntemleri' }),
  ).toHaveAttribute('aria-current', 'page');
}

async function signOut(page: Page, lang: Lang) {
  await page
    .getByRole('button', { name: t(lang).signOut })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${inLang(lang, '/login')}$`));
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('a member links the provider in the settings, signs out and signs in with it, then unlinks it (tr)', async ({
  page,
  request,
}) => {
  // Three trips to the provider and back: more than the default half minute.
  test.slow();
  await createJourneyMember(request);
  const methods = signInMethods(page);

  // Settings, "Sign-in methods": the password is set, the provider is not linked yet.
  await openSignedIn(page, member, '/user/dashboard');
  await openSignInMethods(page);
  await expect(methods.getByText('Bağlı değil')).toBeVisible();
  await keepBothWidths(page, 'settings-sign-in-methods-tr');

  // At the provider: its own login page, then straight back to the settings, linked.
  await throughProvider(page, methods.getByRole('button', { name: words.tr.link }), oidcPeople.journey.login);
  await expect(page).toHaveURL(/\/user\/settings\?section=sign-in$/);
  await expect(page.getByText(words.tr.linked)).toBeVisible();
  await expect(methods.getByRole('button', { name: words.tr.unlink })).toBeVisible();
  // The provider account's address, as the list shows it.
  await expect(methods.getByText(oidcPeople.journey.email)).toBeVisible();
  await keepBothWidths(page, 'settings-sign-in-linked-tr');

  // Signed out, the login page offers the provider; signing in with it opens the dashboard.
  await signOut(page, 'tr');
  const withProvider = page.getByRole('button', { name: words.tr.signInWith });
  await expect(withProvider).toBeVisible();
  await keepBothWidths(page, 'login-with-provider-tr');
  await throughProvider(page, withProvider, oidcPeople.journey.login);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('main').getByText(member.fullName).first()).toBeVisible();
  await keepScreenshot(page, 'dashboard-after-provider-sign-in-tr');

  // Unlinking, after a confirmation: the password remains, so the provider may go.
  await openSignInMethods(page);
  await methods.getByRole('button', { name: words.tr.unlink }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.tr.confirmUnlink }).click();
  await expect(page.getByText(words.tr.unlinked)).toBeVisible();
  await expect(methods.getByRole('button', { name: words.tr.link })).toBeVisible();

  // Unlinked, the provider's verified address is still the account's: nothing is linked silently,
  // the login page asks for the password once, and that links the provider again.
  await signOut(page, 'tr');
  await throughProvider(
    page,
    page.getByRole('button', { name: words.tr.signInWith }),
    oidcPeople.journey.login,
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(words.tr.passwordOnce)).toBeVisible();
  const email = page.getByRole('textbox', { name: t('tr').email, exact: true });
  await expect(email).toHaveValue(member.email);
  await keepScreenshot(page, 'login-link-with-password-tr');
  await page.getByLabel(t('tr').password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: t('tr').signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await openSignInMethods(page);
  await expect(methods.getByRole('button', { name: words.tr.unlink })).toBeVisible();
});

test('someone the platform does not know registers with the provider, pays and signs in with it (en)', async ({
  page,
  request,
}) => {
  // The provider, the whole wizard, a payment and the provider again.
  test.slow();
  const newcomer = oidcPeople.newcomer;
  await removeAccountOf(request, newcomer.email);
  const chosen = packages['COACHEE-6'];
  const next = page.getByRole('button', { name: 'Next' });

  await page.goto('/en/login');
  await throughProvider(page, page.getByRole('button', { name: words.en.signInWith }), newcomer.login);

  // The wizard, saying with what one joins; first the package, as always.
  await expect(page).toHaveURL(/\/en\/register\?identity=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByText(`Joining with ${label}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your package' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(chosen.en) }).check();
  await next.click();

  // Personal data: the provider's name and address, the address not to be changed, no password.
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(newcomer.givenName);
  await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(newcomer.familyName);
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).toHaveValue(newcomer.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText(`From your ${label} account`)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Repeat the password', { exact: true })).toHaveCount(0);
  await choose(page.getByRole('main'), 'No: I give my passport number');
  await page
    .getByRole('textbox', { name: 'Passport number', exact: true })
    .fill(`GB${Date.now().toString(36)}`.toUpperCase().slice(0, 12));
  await page.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('+44 20 7946 0958');
  // The default country's provinces arrive after the page: a list arriving while one types in
  // the country box puts its old name back (kit's PlaceFields), so wait for them first.
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Türkiye');
  await expect(page.getByRole('combobox', { name: 'Province', exact: true })).toBeEnabled();
  await pickFromList(page, 'Country', 'United Kingdom', 'United King');
  await pickFromList(page, 'State or region', 'England', 'Engl');
  await pickFromList(page, 'City', 'London');
  await tick(page, 'English');
  await keepBothWidths(page, 'registration-with-provider-en');
  await next.click();

  // The agreements, the summary, the sandbox's checkout.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm the agreements' })).toBeVisible();
  await tick(page, 'I have read and accept the terms of use.');
  await tick(page, /^I have read the data-protection notice/);
  await tick(page, 'I am 18 years of age or older.');
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check and pay' })).toBeVisible();
  await expect(page.getByRole('main').getByText(newcomer.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectSandboxCheckout(page, 'en');
  await payByCard(page, 'en', testCards.good, 'ROBIN HALE');
  await expect(page).toHaveURL(paymentResultAddress('en'));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await keepScreenshot(page, 'payment-success-with-provider-en');

  // The provider vouched for the address, so there is nothing to verify: the provider signs in.
  await page.goto('/en/login');
  await throughProvider(page, page.getByRole('button', { name: words.en.signInWith }), newcomer.login);
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/);
  await expect(
    page.getByRole('main').getByText(`${newcomer.givenName} ${newcomer.familyName}`).first(),
  ).toBeVisible();
});
