import { isValidTurkishIdentityNumber } from '@coach/core/contracts';
import { keepScreenshot, signIn } from '../support/fixtures.ts';
import { pickFromList, tick } from '../support/form-controls.ts';
import { latestMail } from '../support/mail.ts';
import {
  addMonthsToDate,
  expectSandboxCheckout,
  istanbulDate,
  newRegistrant,
  newTurkishIdentityNumber,
  ordersAndMembershipOf,
  packages,
  pathOf,
  payByCard,
  paymentResultAddress,
  registerThroughApi,
  resultToken,
  shownMembershipEnd,
  testCards,
  verifyThroughApi,
} from '../support/membership.ts';
import { runStamp } from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journeys of joining: a visitor goes through the registration wizard in Turkish, pays
// on the sandbox's hosted checkout page with its good test card, reads the verification mail (no
// mail server in the journeys: it waits in the outbox, read through the admin API), follows its
// link, signs in and sees the membership's end date on the dashboard. Signing in before verifying
// is refused with 4010, and the login page sends the link again. A second visitor's card is
// declined: the result page gives the provider's reason and a retry, and the retry goes through.

const stamp = runStamp();

/** The value of one fact (`<dt>`/`<dd>`) on the page: the wizard's summary, the payment's result. */
function fact(page: Page, term: string) {
  return page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('a visitor registers in Turkish, pays by card, verifies the address and sees the end date', async ({
  page,
  request,
}) => {
  // A whole wizard, a payment and two sign-ins: more than the default half minute.
  test.slow();
  const visitor = newRegistrant('Deniz', 'Aksoy', stamp);
  const identityNumber = newTurkishIdentityNumber();
  expect(isValidTurkishIdentityNumber(identityNumber)).toBe(true);
  const chosen = packages['COACH-6'];

  // Step 1 of 4: the package.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Kayıt ol' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Kayıt adımları' });
  await expect(steps.getByText('Adım 1 / 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Paketinizi seçin' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(chosen.tr) }).check();
  await keepScreenshot(page, 'registration-package-tr');
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 2: personal data, with a T.C. identity number and a place in Türkiye.
  await expect(steps.getByText('Adım 2 / 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kendinizi tanıtın' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(visitor.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(visitor.surname);
  await expect(page.getByRole('radio', { name: 'Evet: T.C. kimlik numaramı veriyorum' })).toBeChecked();
  await page.getByRole('textbox', { name: 'T.C. kimlik numarası', exact: true }).fill(identityNumber);
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(visitor.password);
  await page.getByRole('textbox', { name: 'Şifreyi tekrar girin', exact: true }).fill(visitor.password);
  await page.getByRole('textbox', { name: 'Cep telefonu', exact: true }).fill('+90 532 765 43 21');
  await expect(page.getByRole('combobox', { name: 'Ülke', exact: true })).toHaveValue('Türkiye');
  await pickFromList(page, 'İl', 'İstanbul');
  await pickFromList(page, 'İlçe', 'Kadıköy');
  await tick(page, 'Türkçe');
  await keepScreenshot(page, 'registration-personal-tr');
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 3: the agreements and the age, each ticked.
  await expect(page.getByRole('heading', { level: 2, name: 'Sözleşmeleri onaylayın' })).toBeVisible();
  await tick(page, 'Kullanım koşullarını okudum ve kabul ediyorum.');
  await tick(page, /^KVKK aydınlatma metnini okudum/);
  await tick(page, '18 yaşında veya daha büyüğüm.');
  await page.getByRole('button', { name: 'İleri' }).click();

  // Step 4: the summary, then the provider's page.
  await expect(page.getByRole('heading', { level: 2, name: 'Kontrol edin ve ödeyin' })).toBeVisible();
  await expect(fact(page, 'Paket')).toHaveText(chosen.tr);
  await expect(fact(page, 'E-posta')).toHaveText(visitor.email);
  await expect(fact(page, 'T.C. kimlik numarası')).toHaveText(identityNumber);
  await expect(fact(page, 'Konum')).toHaveText('Kadıköy, İstanbul, Türkiye');
  await keepScreenshot(page, 'registration-summary-tr');
  await page.getByRole('button', { name: 'Ödemeye geç' }).click();

  await expectSandboxCheckout(page, 'tr');
  // Whoever holds the checkout's token sees nothing of the payer (ADR 0033).
  await expect(page.getByText('Makbuz, hesabın e-posta adresine gönderilir.')).toBeVisible();
  await expect(page.getByText(visitor.email)).toHaveCount(0);
  await keepScreenshot(page, 'sandbox-checkout-tr');
  const paidFrom = istanbulDate(new Date());
  await payByCard(page, 'tr', testCards.good, `${visitor.name} ${visitor.surname}`.toUpperCase());

  // Back on the platform: the result, and the next step (the mail).
  await expect(page).toHaveURL(paymentResultAddress('tr'));
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();
  await expect(fact(page, 'Sipariş numarası')).toHaveText(/^\d{6,}$/);
  await expect(fact(page, 'Paket')).toHaveText(`${chosen.tr} (6 ay)`);
  await expect(
    page.getByRole('heading', { name: 'Son bir adım: e-posta adresinizi doğrulayın' }),
  ).toBeVisible();
  await keepScreenshot(page, 'payment-success-registration-tr');
  const receipt = await latestMail(request, 'orderReceipt', visitor.email);
  expect(receipt?.language).toBe('tr');

  // Before the link is followed, signing in is refused with 4010, and the link can be sent again.
  const firstMail = await latestMail(request, 'verifyEmail', visitor.email);
  expect(firstMail?.language).toBe('tr');
  await signIn(page, 'tr', visitor);
  await expect(page.getByRole('alert')).toHaveText(
    'E-posta adresiniz henüz doğrulanmadı. Lütfen size gönderilen doğrulama bağlantısını kullanın.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Doğrulama bağlantısını yeniden gönder' }).click();
  await expect(page.getByRole('status')).toContainText(`${visitor.email} doğrulama bekliyorsa`);
  await keepScreenshot(page, 'login-unverified-tr');
  await expect
    .poll(async () => (await latestMail(request, 'verifyEmail', visitor.email))?.id, {
      message: 'a second verification mail',
    })
    .not.toBe(firstMail?.id);
  const mail = await latestMail(request, 'verifyEmail', visitor.email);
  expect(mail?.linkPath).toMatch(/^\/verifyemail\/.+/);

  // The mailed link verifies the address and leads to the sign-in, the address filled in.
  await page.goto(mail?.linkPath as string);
  await expect(page.getByRole('heading', { name: 'E-posta adresiniz doğrulandı' })).toBeVisible();
  await keepScreenshot(page, 'email-verified-tr');
  await page.getByRole('main').getByRole('link', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('textbox', { name: 'E-posta', exact: true })).toHaveValue(visitor.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The dashboard's membership: six calendar months from the day of the payment.
  const membership = page.getByRole('region', { name: 'Üyelik' });
  const end = await shownMembershipEnd(membership, 'tr');
  expect([addMonthsToDate(paidFrom, 6), addMonthsToDate(istanbulDate(new Date()), 6)]).toContain(
    istanbulDate(end),
  );
  await expect(membership.getByText(chosen.tr)).toBeVisible();
  await keepScreenshot(page, 'dashboard-membership-tr');
});

test('a declined card shows the reason and the retry with the good card goes through (en)', async ({
  page,
  request,
}) => {
  test.slow();
  const visitor = newRegistrant('Sam', 'Carter', stamp);
  // The wizard itself is another journey's subject: its request, straight to the provider's page.
  const registered = await registerThroughApi(request, visitor, { packageCode: 'COACHEE-6', language: 'en' });
  await page.goto(pathOf(registered.checkoutUrl));
  await expectSandboxCheckout(page, 'en');

  // The bank declines the card: the provider's words on the result page, and nothing charged.
  await payByCard(page, 'en', testCards.declined, 'SAM CARTER');
  await expect(page).toHaveURL(paymentResultAddress('en'));
  const declined = resultToken(page);
  expect(declined).toBe(registered.token);
  const failed = page.getByRole('region', { name: 'The payment did not go through' });
  await expect(failed.getByText('The payment provider said: The card was declined.')).toBeVisible();
  // The retry pays for the same package unless the member chooses another one.
  await expect(failed.getByRole('radio', { name: new RegExp(`^${packages['COACHEE-6'].en}`) })).toBeChecked();
  await keepScreenshot(page, 'payment-declined-en');
  // Reading the result again changes nothing: still the same failure.
  await page.reload();
  await expect(failed.getByText('The payment provider said: The card was declined.')).toBeVisible();

  // Retry: a new checkout of the same package; this card has too little money on it.
  await failed.getByRole('button', { name: 'Try the payment again' }).click();
  await expectSandboxCheckout(page, 'en');
  expect(page.url()).not.toContain(declined);
  await payByCard(page, 'en', testCards.insufficientFunds, 'SAM CARTER');
  await expect(page).toHaveURL(paymentResultAddress('en'));
  await expect(failed.getByText('The payment provider said: Insufficient funds.')).toBeVisible();
  await keepScreenshot(page, 'payment-insufficient-funds-en');

  // Retry again, with the good card chosen from the page's list of test cards.
  await failed.getByRole('button', { name: 'Try the payment again' }).click();
  await expectSandboxCheckout(page, 'en');
  await page.getByRole('button', { name: /^5528 7900 0000 0008/ }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('5528 7900 0000 0008');
  await expect(page.getByLabel('Name on the card')).toBeFocused();
  await page.keyboard.type('SAM CARTER');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(paymentResultAddress('en'));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(fact(page, 'Package')).toHaveText(`${packages['COACHEE-6'].en} (6 months)`);
  await keepScreenshot(page, 'payment-success-after-retry-en');

  // One order, from the payment that went through; the declined checkouts left none.
  await verifyThroughApi(request, visitor.email);
  const { orders, subscription } = await ordersAndMembershipOf(request, visitor);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ packageCode: 'COACHEE-6', method: 'card' });
  expect(subscription.subscriptionEndDate).toBe(orders[0]?.endsAt);
  await expect(fact(page, 'Order number')).toHaveText(String(orders[0]?.orderNumber));
});
