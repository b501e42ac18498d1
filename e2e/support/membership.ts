import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from './fixtures.ts';
import { latestMail } from './mail.ts';
import { Api } from './programme.ts';

// Membership and card payment for the journeys: the sandbox's test cards, people who register
// (a fresh address and a valid T.C. identity number per run), the dates a membership should end
// on (counted here on their own, not with the server's code), and the API calls of the set-ups
// that other journeys already walk through on screens.

/** The built-in sandbox provider's test cards (its checkout page lists them). */
export const testCards = {
  good: '5528790000000008',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** An expiry a few years ahead (MM/YY), still current whatever the clock of the run. */
export const cardExpiry = `12/${String((new Date().getUTCFullYear() + 4) % 100).padStart(2, '0')}`;

/** The demo programme's packages on sale (server/src/seed/demo-data.ts). */
export const packages = {
  'COACHEE-6': { tr: 'Danışan Paketi – 6 Ay', en: 'Coachee Package – 6 Months', months: 6 },
  'COACHEE-12': { tr: 'Danışan Paketi – 12 Ay', en: 'Coachee Package – 12 Months', months: 12 },
  'COACH-6': { tr: 'Koç Paketi – 6 Ay', en: 'Coach Package – 6 Months', months: 6 },
  'COACH-12': { tr: 'Koç Paketi – 12 Ay', en: 'Coach Package – 12 Months', months: 12 },
} as const;
export type PackageCode = keyof typeof packages;

/**
 * A T.C. identity number that passes both check digits (the 10th from the odd and even places, the
 * 11th from the first ten), random so that no run meets one an earlier run registered.
 */
export function newTurkishIdentityNumber(): string {
  const digits = [1 + Math.floor(Math.random() * 9)];
  while (digits.length < 9) digits.push(Math.floor(Math.random() * 10));
  const at = (index: number) => digits[index] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  digits.push((((odd * 7 - even) % 10) + 10) % 10);
  digits.push(digits.reduce((sum, digit) => sum + digit, 0) % 10);
  return digits.join('');
}

/** Someone who registers in one journey: a new address each run. */
export interface Registrant {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

let registrants = 0;

export function newRegistrant(name: string, surname: string, stamp: string): Registrant {
  registrants += 1;
  const ascii = (word: string) =>
    word
      .toLowerCase()
      .replaceAll('ı', 'i')
      .normalize('NFD')
      .replace(/[^a-z0-9]/g, '');
  return {
    name,
    surname,
    email: `${ascii(name)}.${ascii(surname)}.${stamp}${registrants}@example.com`,
    password: 'Mercan-Poyraz-62',
  };
}

// --- Dates: the membership's calendar is Istanbul's (UTC+3 all year since 2016) ---

/** The calendar date (YYYY-MM-DD) of an instant in Istanbul. */
export function istanbulDate(instant: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** A calendar date `months` later; a day the month lacks becomes its last (31 Aug + 6 = 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The time of day of an instant (ms since midnight, UTC; Istanbul's differs by a fixed 3 hours). */
export const timeOfDay = (instant: string) => new Date(instant).getTime() % 86_400_000;

// --- Screens ---

/** The end date in a membership summary (dashboard card or renewal page): the `<time>` under "Ends on". */
export function membershipEnd(region: Locator, lang: Lang): Locator {
  const endsOn = lang === 'tr' ? 'Bitiş tarihi' : 'Ends on';
  return region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${endsOn}$`) })
    .locator('xpath=following-sibling::dd[1]//time');
}

/** The `datetime` of the end date shown in `region`, once it is there. */
export async function shownMembershipEnd(region: Locator, lang: Lang): Promise<string> {
  const time = membershipEnd(region, lang);
  await expect(time).toBeVisible();
  return (await time.getAttribute('datetime')) as string;
}

const cardWords = {
  tr: {
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'Güvenlik kodu (CVC)',
    holder: 'Kart üzerindeki isim',
    pay: / öde$/,
    heading: 'Kartla ödeme',
  },
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Name on the card',
    pay: /^Pay /,
    heading: 'Card payment',
  },
} as const;

/** The sandbox's hosted checkout page, as the browser arrived on it. */
export async function expectSandboxCheckout(page: Page, lang: Lang) {
  await expect(page).toHaveURL(
    new RegExp(`${lang === 'en' ? '/en' : ''}/sandbox-checkout/[^/?]+$`.replaceAll('/', '\\/')),
  );
  await expect(page.getByRole('heading', { level: 1, name: cardWords[lang].heading })).toBeVisible();
}

/** Types a card into the sandbox's checkout form and pays; the page then returns to the platform. */
export async function payByCard(page: Page, lang: Lang, cardNumber: string, holder: string) {
  const words = cardWords[lang];
  await page.getByLabel(words.number).fill(cardNumber);
  await page.getByLabel(words.expiry).fill(cardExpiry);
  await page.getByLabel(words.cvc).fill('123');
  await page.getByLabel(words.holder).fill(holder);
  await page.getByRole('button', { name: words.pay }).click();
}

/** The address of the payment result page (`[/en]/payment?token=…`), in the checkout's language. */
export const paymentResultAddress = (lang: Lang) =>
  new RegExp(`${lang === 'en' ? '/en' : ''}/payment\\?token=[^&]+$`.replaceAll('/', '\\/'));

/** The checkout's token in the address of the result page (`/payment?token=…`). */
export function resultToken(page: Page): string {
  const token = new URL(page.url()).searchParams.get('token');
  expect(token, 'the result page names its checkout').toBeTruthy();
  return token as string;
}

// --- API set-ups ---

export interface RegisteredAccount {
  readonly accountId: string;
  readonly token: string;
  readonly checkoutUrl: string;
}

/** The id of a package on sale, as a visitor reads the list. */
export async function packageId(request: APIRequestContext, code: PackageCode): Promise<string> {
  const response = await request.get('/api/membershippackages');
  expect(response.ok(), 'the packages on sale are readable').toBe(true);
  const list = (await response.json()).data as { membershipPackageId: string; code: string }[];
  const found = list.find((one) => one.code === code);
  expect(found, `the demo package ${code} is on sale`).toBeDefined();
  return found?.membershipPackageId as string;
}

/**
 * What the wizard sends (`auth/register`) for a Turkish citizen in Kadıköy: a pending account and
 * a checkout to pay. For journeys whose subject is what happens after the wizard.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  who: Registrant,
  options: { packageCode: PackageCode; language: Lang },
): Promise<RegisteredAccount> {
  const response = await request.post('/api/auth/register', {
    data: {
      membershipPackageId: await packageId(request, options.packageCode),
      name: who.name,
      surname: who.surname,
      email: who.email,
      password: who.password,
      passwordConfirmation: who.password,
      turkishCitizen: true,
      identityNumber: newTurkishIdentityNumber(),
      phone: '+905321234567',
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      languages: [options.language],
      acceptTerms: true,
      acceptDataProtection: true,
      confirmAdult: true,
      language: options.language,
    },
  });
  const body = await response.json();
  expect(response.status(), `auth/register: ${body.code} ${body.message}`).toBe(201);
  return body.data as RegisteredAccount;
}

/** The path (and language prefix) of a checkout URL of this server, for `page.goto`. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Follows the newest verification mail's link through the API (`auth/verifyemail`), as its page does. */
export async function verifyThroughApi(request: APIRequestContext, email: string) {
  const mail = await latestMail(request, 'verifyEmail', email);
  expect(mail?.linkPath, 'a verification mail with its link').toMatch(/^(\/en)?\/verifyemail\/.+/);
  const token = decodeURIComponent(mail?.linkPath?.split('/').pop() ?? '');
  const response = await request.post('/api/auth/verifyemail', { data: { token } });
  expect(response.ok(), 'the mailed link verifies the address').toBe(true);
}

export interface OrderLine {
  orderNumber: number;
  packageCode: string;
  method: 'card' | 'manual';
  startsAt: string;
  endsAt: string;
}

/** The member's own orders, newest first, and their membership now, read as the member. */
export async function ordersAndMembershipOf(
  request: APIRequestContext,
  who: { email: string; password: string },
) {
  const self = await Api.as(request, who);
  const orders = await self.get<OrderLine[]>('/accounts/accountorderhistory');
  const subscription = await self.get<{
    subscriptionEndDate: string | null;
    active: boolean;
    membershipPackage: { code: string } | null;
    schedule: { coachLevel: boolean; startsAt: string; endsAt: string }[];
  }>('/accounts/checkaccountsubscription');
  return { orders, subscription };
}
