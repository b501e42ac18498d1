import { keepScreenshot } from '../support/fixtures.ts';
import { pickFromList, tick } from '../support/form-controls.ts';
import {
  expectSandboxCheckout,
  newRegistrant,
  packages,
  payByCard,
  paymentResultAddress,
  testCards,
} from '../support/membership.ts';
import { phone } from '../support/phone.ts';
import { choose, runStamp } from '../support/programme.ts';
import { expect, type Page, test } from '../support/test.ts';

// The journey "The registration wizard in English on a phone": a visitor from London with
// a passport goes through the four steps on a 390 px screen. Each step says where it is, refuses to
// go on with the seed's messages next to the fields, keeps what was typed when the visitor goes
// back, and never makes the page scroll sideways; the summary shows everything, and the payment on
// the sandbox's page goes through.

test.use(phone);

const stamp = runStamp();

/**
 * How far the page is wider than the screen (0 or less: no sideways scrolling), against the root's
 * client width (admin-on-phone.spec.ts says why not `innerWidth`).
 */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectStep(page: Page, position: number, heading: string) {
  const steps = page.getByRole('navigation', { name: 'Registration steps' });
  await expect(steps.getByText(`Step ${position} of 4`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  expect(await overflow(page), `step ${position} fits the phone`).toBeLessThanOrEqual(0);
}

test('the registration wizard in English on a phone', async ({ page }) => {
  test.slow();
  const visitor = newRegistrant('Amelia', 'Hughes', stamp);
  const passport = `GB${stamp}`
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  const chosen = packages['COACHEE-6'];
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1: nothing chosen yet, so the wizard stays and says why.
  await page.goto('/en/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectStep(page, 1, 'Choose your package');
  await next.click();
  const offers = page.getByRole('group', { name: 'Membership packages' });
  await expect(offers.getByText('This field is required.')).toBeVisible();
  await expect(offers.getByRole('radio').first()).toBeFocused();
  await expectStep(page, 1, 'Choose your package');
  await page.getByRole('radio', { name: new RegExp(chosen.en) }).check();
  await keepScreenshot(page, `registration-package-en-phone`);
  await next.click();

  // Step 2: the passport path; the required fields are named when left empty.
  await expectStep(page, 2, 'Tell us about yourself');
  await next.click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name);
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(visitor.surname);
  await choose(page.getByRole('main'), 'No: I give my passport number');
  await page.getByRole('textbox', { name: 'Passport number', exact: true }).fill(passport);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
  await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(`${visitor.password}x`);
  await page.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('+44 20 7946 0958');
  await pickFromList(page, 'Country', 'United Kingdom', 'United King');
  await pickFromList(page, 'State or region', 'England', 'Engl');
  await pickFromList(page, 'City', 'London');
  await tick(page, 'English');
  // An answer given clears its message at once: the buttons below must not move under the finger
  // when the box loses focus (a tap on Next would then land beside it).
  await expect(page.getByText('Choose at least one coaching language.')).toHaveCount(0);
  await next.click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(visitor.password);
  await keepScreenshot(page, `registration-personal-en-phone`);
  await next.click();

  // Step 3: every agreement must be ticked.
  await expectStep(page, 3, 'Confirm the agreements');
  await next.click();
  await expect(page.getByText('You need to accept this to continue.')).toHaveCount(3);
  await tick(page, 'I have read and accept the terms of use.');
  await tick(page, /^I have read the data-protection notice/);
  await tick(page, 'I am 18 years of age or older.');
  await expect(page.getByText('You need to accept this to continue.')).toHaveCount(0);
  await keepScreenshot(page, `registration-consent-en-phone`);

  // Back a step: what was typed is still there; forward again, the ticks too.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 'Tell us about yourself');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(visitor.name);
  await expect(page.getByRole('textbox', { name: 'Passport number', exact: true })).toHaveValue(passport);
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('London');
  await next.click();
  await expectStep(page, 3, 'Confirm the agreements');
  await expect(page.getByRole('checkbox', { name: 'I am 18 years of age or older.' })).toBeChecked();
  await next.click();

  // Step 4: the summary of everything, and the price to pay.
  await expectStep(page, 4, 'Check and pay');
  const summary = page.getByRole('main');
  for (const shown of [
    chosen.en,
    `${visitor.name} ${visitor.surname}`,
    visitor.email,
    passport,
    'London, England, United Kingdom',
  ]) {
    await expect(summary.getByText(shown, { exact: true })).toBeVisible();
  }
  await keepScreenshot(page, `registration-summary-en-phone`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The sandbox's page on the phone, then the result.
  await expectSandboxCheckout(page, 'en');
  expect(await overflow(page), 'the checkout page fits the phone').toBeLessThanOrEqual(0);
  await keepScreenshot(page, `sandbox-checkout-en-phone`);
  await payByCard(page, 'en', testCards.good, 'AMELIA HUGHES');
  await expect(page).toHaveURL(paymentResultAddress('en'));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'One more step: verify your e-mail address' }),
  ).toBeVisible();
  expect(await overflow(page), 'the result page fits the phone').toBeLessThanOrEqual(0);
  await keepScreenshot(page, `payment-success-en-phone`);
});
