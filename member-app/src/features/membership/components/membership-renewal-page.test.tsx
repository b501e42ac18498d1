import { formatDate } from '@coach/kit';
import { catalogueAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { browserClockAtTheServers, callAs, signInAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { MembershipRenewalPage } from './membership-renewal-page.tsx';

// The seeded memberships (server/src/seed/demo-data.ts): John holds the 6-month coach package,
// Mehmet the 12-month coach package, Ayşe (the demo member) the 12-month coachee package, Sarah the
// 6-month coachee package, which ends first; the demo guest holds none. The packages on sale are
// the seed's four. Every answer is the real server's; both clocks stand at the server's.

const routes = [
  { path: '/user/membership-renewal', element: <MembershipRenewalPage /> },
  { path: '/en/user/membership-renewal', element: <MembershipRenewalPage /> },
  { path: '/error', element: <p>Error page</p> },
];

beforeEach(async () => {
  await browserClockAtTheServers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Held = { membershipPackageId: string; nameEn: string; nameTr: string; coachLevel: boolean };
type Stretch = { coachLevel: boolean; startsAt: string; endsAt: string };
type Subscription = {
  active: boolean;
  subscriptionEndDate: string;
  daysLeft: number | null;
  membershipPackage: Held | null;
  schedule: Stretch[];
};

const subscriptionOf = async (token: string) =>
  (await callAs<Subscription>(token, 'GET', '/api/accounts/checkaccountsubscription')).data;

/** The packages on sale, as the server lists them. */
const packagesOnSale = async () =>
  (await realServer()).run('listMembershipPackages', {}, { as: 'anonymous' });

async function packageOnSale(code: string) {
  const found = (await packagesOnSale()).find((one) => one.code === code);
  if (!found) throw new Error(`no package ${code} is on sale`);
  return found;
}

/** The administrator takes a package off sale (retired: orders name it). */
async function offSale(membershipPackageId: string) {
  await (await realServer()).run('deleteMembershipPackage', { membershipPackageId }, { as: 'admin' });
}

/** The holder of `token` buys `code` by card; the scripted provider says it was paid. */
async function boughtByCard(token: string, code: string) {
  const api = await realServer();
  const { membershipPackageId } = await packageOnSale(code);
  await api.scriptPayment({ status: 'paid' });
  const started = await callAs<{ token: string }>(token, 'POST', '/api/payment/prepayment', {
    membershipPackageId,
    language: 'en',
  });
  await api.run('retrieveCheckout', { token: started.data.token }, { as: 'anonymous' });
}

/** Both clocks at `moment`. */
async function clocksAt(moment: Date) {
  await (await realServer()).clock.set(moment);
  vi.setSystemTime(moment);
}

/** Opens the page as the demo member, or as the seeded account with `email`; answers the token. */
async function open(path: string, email?: string) {
  const token = await signInAs(email);
  return { token, ...renderRoutes(routes, { path, catalogues: { tr, en } }) };
}

const region = (name: string) => screen.findByRole('region', { name });
const offer = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

const dayMs = 86_400_000;

describe('membership renewal page: the membership now', () => {
  it('shows an active membership: package, level, end date and days left', async () => {
    const john = await subscriptionOf(await tokenOf('john@example.com'));
    await open('/en/user/membership-renewal', 'john@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Membership renewal' })).toBeInTheDocument();
    const mine = await region('Your membership');
    expect(within(mine).getByText('Active')).toBeInTheDocument();
    expect(within(mine).getByText(john.membershipPackage?.nameEn as string)).toBeInTheDocument();
    expect(within(mine).getByText('Coach level')).toBeInTheDocument();
    const end = formatDate(john.subscriptionEndDate, 'en');
    expect(within(mine).getByText('Ends on').nextSibling).toHaveTextContent(end);
    expect(within(mine).getByText(`${john.daysLeft} days left`)).toBeInTheDocument();
    // The rule of the new end date, said for a running membership.
    expect(await region('Packages')).toHaveTextContent(
      `the months you buy are added after ${end}, so no day you have paid for is lost`,
    );
  });

  it('says before paying what the member will have on which dates, as the server previews it (ADR 0031)', async () => {
    // Mehmet holds a coach package; six coachee months would follow it.
    const coachee6 = await packageOnSale('COACHEE-6');
    const preview = await callAs<{ membershipPackageId: string; schedule: Stretch[] }[]>(
      await tokenOf('mehmet@example.com'),
      'GET',
      '/api/payment/renewalpreview',
    );
    const schedule = preview.data.find((one) => one.membershipPackageId === coachee6.membershipPackageId)
      ?.schedule as Stretch[];
    expect(schedule.map((stretch) => stretch.coachLevel)).toEqual([true, false]);
    const [coach, coachee] = schedule as [Stretch, Stretch];
    await open('/en/user/membership-renewal', 'mehmet@example.com');
    const card = await offer(coachee6.nameEn);
    expect(await within(card).findByText('You will have')).toBeInTheDocument();
    expect(within(card).getByText('You will have').nextSibling).toHaveTextContent(
      `Coach level until ${formatDate(coach.endsAt, 'en')}, then coachee level until ${formatDate(coachee.endsAt, 'en')}`,
    );
  });

  it('says the levels ahead in Turkish, on the membership and before paying', async () => {
    // Mehmet has bought six coachee months, which wait for his coach months to end.
    const mehmet = await tokenOf('mehmet@example.com');
    await boughtByCard(mehmet, 'COACHEE-6');
    const { schedule } = await subscriptionOf(mehmet);
    expect(schedule.map((stretch) => stretch.coachLevel)).toEqual([true, false]);
    const [coach, coachee] = schedule as [Stretch, Stretch];
    await open('/user/membership-renewal', 'mehmet@example.com');
    const mine = await region('Üyeliğiniz');
    expect(within(mine).getByText('Seviyeler').nextSibling).toHaveTextContent(
      `${formatDate(coach.endsAt, 'tr')} tarihine kadar koç seviyesi, ardından ${formatDate(coachee.endsAt, 'tr')} tarihine kadar danışan seviyesi`,
    );
  });

  it('says when the membership ends within 7 days', async () => {
    const before = await subscriptionOf(await tokenOf('sarah@example.com'));
    await clocksAt(new Date(Date.parse(before.subscriptionEndDate) - 3 * dayMs + 3_600_000));
    const { daysLeft } = await subscriptionOf(await tokenOf('sarah@example.com'));
    await open('/en/user/membership-renewal', 'sarah@example.com');
    const mine = await region('Your membership');
    expect(within(mine).getByText('Ends soon')).toBeInTheDocument();
    expect(within(mine).getByText(`${daysLeft} days left`)).toBeInTheDocument();
  });

  it('says an expired membership ended, and that bought months start today', async () => {
    const before = await subscriptionOf(await tokenOf('sarah@example.com'));
    await clocksAt(new Date(Date.parse(before.subscriptionEndDate) + 10 * dayMs));
    await open('/en/user/membership-renewal', 'sarah@example.com');
    const mine = await region('Your membership');
    expect(within(mine).getByText('Expired')).toBeInTheDocument();
    expect(within(mine).getByText('Ended on').nextSibling).toHaveTextContent(
      formatDate(before.subscriptionEndDate, 'en'),
    );
    expect(within(mine).queryByText(/days? left/)).not.toBeInTheDocument();
    expect(await region('Packages')).toHaveTextContent('the months you buy start today');
    // The package held before is the one to renew.
    const held = before.membershipPackage?.nameEn as string;
    expect(within(await offer(held)).getByRole('button', { name: `Renew: ${held}` })).toBeInTheDocument();
  });

  it('says there is no membership yet and offers every package to buy', async () => {
    const { guest } = (await realServer()).accounts;
    const onSale = await packagesOnSale();
    await open('/en/user/membership-renewal', guest.email);
    const mine = await region('Your membership');
    expect(within(mine).getByText('No membership')).toBeInTheDocument();
    expect(within(mine).getByText('You have no membership yet.')).toBeInTheDocument();
    const packages = await region('Packages');
    expect(await within(packages).findAllByRole('button', { name: /^Buy: / })).toHaveLength(onSale.length);
    expect(within(packages).queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument();
    expect(within(packages).queryByText('Your package')).not.toBeInTheDocument();
  });

  it('explains to a coachee-level member why a coach-level package matters', async () => {
    await open('/en/user/membership-renewal');
    const mine = await region('Your membership');
    expect(within(mine).getByText('Coachee level')).toBeInTheDocument();
    expect(mine).toHaveTextContent('to coach you need a coach-level package');
  });

  it('says nothing about the level to a coach-level member', async () => {
    await open('/en/user/membership-renewal', 'john@example.com');
    const mine = await region('Your membership');
    expect(within(mine).getByText('Coach level')).toBeInTheDocument();
    expect(mine).not.toHaveTextContent('coach-level package');
  });

  it('tells a guest that buying a package makes them a member', async () => {
    const { guest } = (await realServer()).accounts;
    const onSale = await packagesOnSale();
    await open('/en/user/membership-renewal', guest.email);
    expect(await screen.findByText(/Buying a package makes you a member/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Buy: / })).toHaveLength(onSale.length);
  });

  it('says when the package held is no longer on sale', async () => {
    const john = await subscriptionOf(await tokenOf('john@example.com'));
    const held = john.membershipPackage as Held;
    await offSale(held.membershipPackageId);
    await open('/en/user/membership-renewal', 'john@example.com');
    expect(
      await screen.findByText(
        `Your package, ${held.nameEn}, is no longer on sale: choose another one to renew.`,
      ),
    ).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    const john = await subscriptionOf(await tokenOf('john@example.com'));
    const coach12 = await packageOnSale('COACH-12');
    await open('/user/membership-renewal', 'john@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Üyelik yenileme' })).toBeInTheDocument();
    const mine = await region('Üyeliğiniz');
    expect(within(mine).getByText(john.membershipPackage?.nameTr as string)).toBeInTheDocument();
    expect(within(mine).getByText(formatDate(john.subscriptionEndDate, 'tr'))).toBeInTheDocument();
    const card = await offer(coach12.nameTr);
    expect(card).toHaveTextContent(`${coach12.periodMonths} ay`);
    // Turkish writes the decimal comma.
    expect(card).toHaveTextContent(`$${coach12.priceUsd.replace('.', ',')}`);
  });
});

describe('membership renewal page: the packages', () => {
  it('lists the packages on sale with price, period and level, the one held marked', async () => {
    const held = (await subscriptionOf(await tokenOf('john@example.com'))).membershipPackage as Held;
    const onSale = await packagesOnSale();
    const coachee6 = await packageOnSale('COACHEE-6');
    await open('/en/user/membership-renewal', 'john@example.com');
    const packages = await region('Packages');
    const cards = within(packages).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      onSale.map((one) => one.nameEn),
    );
    const coachee = await offer(coachee6.nameEn);
    expect(coachee).toHaveTextContent(`$${coachee6.priceUsd}`);
    expect(coachee).toHaveTextContent(`${coachee6.periodMonths} months`);
    expect(within(coachee).getByText('Coachee level')).toBeInTheDocument();
    expect(within(coachee).queryByText('Your package')).not.toBeInTheDocument();
    expect(within(coachee).getByRole('button', { name: `Buy: ${coachee6.nameEn}` })).toBeEnabled();
    const heldOffer = onSale.find((one) => one.membershipPackageId === held.membershipPackageId);
    const mine = await offer(held.nameEn);
    expect(mine).toHaveTextContent(`$${heldOffer?.priceUsd}`);
    expect(mine).toHaveTextContent(`${heldOffer?.periodMonths} months`);
    expect(within(mine).getByText('Coach level')).toBeInTheDocument();
    expect(within(mine).getByText('Your package')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: `Renew: ${held.nameEn}` })).toBeEnabled();
  });

  it('buys with only the package id and the page’s language, and goes to the checkout page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const prepayments = watchedCallsOn('post', '*/api/payment/prepayment');
    mockServer.use(prepayments.handler);
    const held = (await subscriptionOf(await tokenOf('john@example.com'))).membershipPackage as Held;
    const coach12 = await packageOnSale('COACH-12');
    await open('/en/user/membership-renewal', 'john@example.com');
    const buy = within(await offer(coach12.nameEn)).getByRole('button', { name: `Buy: ${coach12.nameEn}` });
    await user.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // The hosted page of the (scripted) payment provider, as the server answered it.
    expect(assign.mock.calls[0]?.[0]).toMatch(/^https:\/\/checkout\.test\//);
    // With the page's language: the checkout and the result page stay in it (ADR 0034).
    expect(await Promise.all(prepayments.calls.map((call) => call.json()))).toEqual([
      { membershipPackageId: coach12.membershipPackageId, language: 'en' },
    ]);
    // Busy until the browser has left, and no second checkout meanwhile.
    expect(buy).toHaveAttribute('aria-busy', 'true');
    expect(within(await offer(held.nameEn)).getByRole('button', { name: /^Renew/ })).toBeDisabled();
  });

  it('says when the payment service cannot be reached (4064), and stays on the page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await (await realServer()).refusePaymentStarts();
    await open('/en/user/membership-renewal', 'john@example.com');
    const renew = await screen.findByRole('button', { name: /^Renew: / });
    await user.click(renew);
    expect(await within(await region('Packages')).findByRole('alert')).toHaveTextContent(
      'The payment service cannot be reached right now. Please try again in a few minutes.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(renew).toBeEnabled();
  });

  it('says when a package went off sale (4062) and asks for the packages again', async () => {
    const user = userEvent.setup();
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const lists = watchedCallsOn('get', '*/api/membershippackages');
    mockServer.use(lists.handler);
    const coach6 = await packageOnSale('COACH-6');
    await open('/user/membership-renewal');
    const buy = await screen.findByRole('button', { name: new RegExp(coach6.nameTr) });
    expect(lists.calls).toHaveLength(1);
    // Meanwhile the administrator takes it off sale.
    await offSale(coach6.membershipPackageId);
    await user.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu paket artık satışta değil. Lütfen başka bir paket seçin.',
    );
    await waitFor(() => expect(lists.calls).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: coach6.nameTr })).not.toBeInTheDocument(),
    );
  });

  it('says when no package is on sale', async () => {
    for (const { membershipPackageId } of await packagesOnSale()) await offSale(membershipPackageId);
    await open('/en/user/membership-renewal');
    expect(await screen.findByText('No package is on sale right now')).toBeInTheDocument();
  });

  it('goes to the error page when the membership cannot be loaded (docs/product-rules.md §18)', async () => {
    // The in-memory server does not fail on its own: the catalogue's answer for a server failure.
    mockServer.use(catalogueAnswerOn('get', '*/api/accounts/checkaccountsubscription', 'somethingWentWrong'));
    const { router } = await open('/user/membership-renewal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
