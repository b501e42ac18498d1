import { inLang, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import {
  addMonthsToDate,
  expectSandboxCheckout,
  istanbulDate,
  ordersAndMembershipOf,
  packageId,
  packages,
  pathOf,
  payByCard,
  paymentResultAddress,
  resultToken,
  shownMembershipEnd,
  testCards,
  timeOfDay,
} from '../support/membership.ts';
import { Api, createMember, runStamp } from '../support/programme.ts';
import { expect, test } from '../support/test.ts';

// The journeys of a member who renews: buying from `/user/membership-renewal` adds the
// package's months to the current end date (not to today: no day paid for is lost), and the
// payment's result page can be reloaded, and the provider's return posted again, without a second
// order or a second extension. Each journey has a member of its own, made through the API with a
// membership that ends a year from now (support/programme.ts), so no other journey's member is
// touched.

const stamp = runStamp();

test('renewing adds the package’s months to the current end date (tr)', async ({ page, request }) => {
  test.slow();
  const admin = await Api.admin(request);
  const member = await createMember(admin, {
    name: 'Özge',
    surname: 'Yenilmez',
    language: 'tr',
    languages: ['tr'],
    packageCode: 'COACHEE-12',
    stamp,
  });
  const held = packages['COACHEE-12'];

  await openSignedIn(page, member, '/user/dashboard');
  const oldEnd = await shownMembershipEnd(page.getByRole('region', { name: 'Üyelik' }), 'tr');
  await page
    .getByRole('region', { name: 'Üyelik' })
    .getByRole('link', { name: 'Üyeliğinizi yenileyin' })
    .click();

  // The renewal page: the membership now, and the packages on sale with the member's own marked.
  await expect(page).toHaveURL(/\/user\/membership-renewal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Üyelik yenileme' })).toBeVisible();
  expect(await shownMembershipEnd(page.getByRole('region', { name: 'Üyeliğiniz' }), 'tr')).toBe(oldEnd);
  // Before paying, the offer says what the member will have (the server's preview, ADR 0031).
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: held.tr }) });
  await expect(
    offer.getByRole('definition').filter({ hasText: 'tarihine kadar danışan seviyesi' }),
  ).toBeVisible();
  await keepScreenshot(page, 'membership-renewal-tr');
  await page.getByRole('button', { name: `Yenile: ${held.tr}` }).click();

  await expectSandboxCheckout(page, 'tr');
  await expect(page.getByText(held.tr)).toBeVisible();
  await payByCard(page, 'tr', testCards.good, member.fullName.toLocaleUpperCase('tr'));
  await expect(page).toHaveURL(paymentResultAddress('tr'));
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();
  await keepScreenshot(page, 'payment-success-renewal-tr');

  // The new end: twelve calendar months after the old end, at the same time of day.
  await page.getByRole('link', { name: 'Panelinize gidin' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const newEnd = await shownMembershipEnd(page.getByRole('region', { name: 'Üyelik' }), 'tr');
  expect(istanbulDate(newEnd)).toBe(addMonthsToDate(istanbulDate(oldEnd), held.months));
  expect(timeOfDay(newEnd)).toBe(timeOfDay(oldEnd));
  await keepScreenshot(page, 'dashboard-after-renewal-tr');

  const { orders, subscription } = await ordersAndMembershipOf(request, member);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ packageCode: 'COACHEE-12', method: 'card', endsAt: newEnd });
  expect(new Date(orders[0]?.startsAt as string).getTime()).toBe(new Date(oldEnd).getTime());
  expect(subscription.subscriptionEndDate).toBe(newEnd);
});

test('reloading the payment result page creates no second order (en)', async ({ page, request }) => {
  test.slow();
  const admin = await Api.admin(request);
  const member = await createMember(admin, {
    name: 'Olivia',
    surname: 'Reload',
    language: 'en',
    languages: ['en'],
    packageCode: 'COACHEE-12',
    stamp,
  });
  const bought = packages['COACH-6'];

  // The member buys another package (the checkout opened through the API, as the page does).
  const self = await Api.as(request, member);
  const { checkoutUrl } = await self.post<{ checkoutUrl: string }>('/payment/prepayment', {
    membershipPackageId: await packageId(request, 'COACH-6'),
  });
  const before = await ordersAndMembershipOf(request, member);
  await page.goto(pathOf(checkoutUrl));
  await expectSandboxCheckout(page, 'en');
  await payByCard(page, 'en', testCards.good, 'OLIVIA RELOAD');
  await expect(page).toHaveURL(paymentResultAddress('en'));
  const token = resultToken(page);
  const paid = page.getByRole('region', { name: 'Payment successful' });
  const orderNumber = paid.getByRole('term').filter({ hasText: /^Order number$/ });
  const numberShown = orderNumber.locator('xpath=following-sibling::dd[1]');
  await expect(numberShown).toHaveText(/^\d{6,}$/);
  const number = await numberShown.textContent();

  // Reloaded twice, the page reads the same checkout: the same order.
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(numberShown).toHaveText(number as string);
  }
  await keepScreenshot(page, 'payment-success-reloaded-en');
  // The provider's return posted a second time (a browser resubmitting the form) settles nothing new.
  const again = await page.request.post('/api/payment/callback', { form: { token }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toMatch(new RegExp(`/en/payment\\?token=${encodeURIComponent(token)}$`));

  // One order, and the membership extended once: six months after the end it had.
  const after = await ordersAndMembershipOf(request, member);
  expect(after.orders).toHaveLength(1);
  expect(after.orders[0]).toMatchObject({ orderNumber: Number(number), packageCode: 'COACH-6' });
  const oldEnd = before.subscription.subscriptionEndDate as string;
  expect(istanbulDate(after.subscription.subscriptionEndDate as string)).toBe(
    addMonthsToDate(istanbulDate(oldEnd), bought.months),
  );
  // The coach months follow the coachee months still running (ADR 0031): no paid day changes level.
  expect(after.subscription.membershipPackage?.code).toBe('COACHEE-12');
  expect(after.subscription.schedule.map((stretch) => [stretch.coachLevel, stretch.endsAt])).toEqual([
    [false, oldEnd],
    [true, after.subscription.subscriptionEndDate],
  ]);

  // The member's order history in the settings says the same: one order.
  await openSignedIn(page, member, inLang('en', '/user/settings'));
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Order history' })
    .click();
  const history = page.getByRole('main').getByRole('region', { name: 'Order history' });
  const rows = history.getByRole('region', { name: 'Your orders, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(number as string);
  await expect(rows.nth(1)).toContainText(bought.en);
  await keepScreenshot(page, 'order-history-one-order-en');
});
