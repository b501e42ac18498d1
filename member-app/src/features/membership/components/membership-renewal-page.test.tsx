import { permissionsOf } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  demoPackages,
  type MembershipMockOptions,
  membershipHandlers,
  subscriptionStatus,
} from '../../../mocks/membership-handlers.ts';
import { MembershipRenewalPage } from './membership-renewal-page.tsx';

const routes = [
  { path: '/user/membership-renewal', element: <MembershipRenewalPage /> },
  { path: '/en/user/membership-renewal', element: <MembershipRenewalPage /> },
  { path: '/error', element: <p>Error page</p> },
];

/** Opens the page; `sent` collects the bodies of the prepayment calls, `packageCalls` counts the list's. */
function open(path: string, options: MembershipMockOptions = {}, ...overrides: HttpHandler[]) {
  const sent: unknown[] = [];
  const counts = { packageCalls: 0 };
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/payment/prepayment'))
      sent.push(await request.clone().json());
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/membershippackages')
      counts.packageCalls += 1;
  });
  // The first handler that matches answers: the test's own come before the usual ones.
  mockServer.use(...overrides, ...membershipHandlers(options));
  store.set(tokenAtom, 'demo-token-member');
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, sent, counts };
}

afterEach(() => mockServer.events.removeAllListeners());

/** The signed-in account as a guest: may buy a package, takes part in nothing yet. */
function asGuest() {
  mockServer.use(
    http.get('*/api/auth/userinfo', () =>
      HttpResponse.json({
        code: 2004,
        message: 'ok',
        data: {
          ...demoMember.user,
          accountRoleType: 'Guest',
          permissions: [...permissionsOf('Guest')],
          subscriptionEndDate: null,
        },
      }),
    ),
  );
}

const region = (name: string) => screen.findByRole('region', { name });
const offer = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe('membership renewal page: the membership now', () => {
  it('shows an active membership: package, level, end date and days left', async () => {
    open('/en/user/membership-renewal', {
      subscription: { ...subscriptionStatus('active'), subscriptionEndDate: '2027-06-30T00:00:00.000Z' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership renewal' })).toBeInTheDocument();
    const mine = await region('Your membership');
    expect(within(mine).getByText('Active')).toBeInTheDocument();
    expect(within(mine).getByText('Coach 12 months')).toBeInTheDocument();
    expect(within(mine).getByText('Coach level')).toBeInTheDocument();
    expect(within(mine).getByText('Ends on').nextSibling).toHaveTextContent('30 June 2027');
    expect(within(mine).getByText('200 days left')).toBeInTheDocument();
    // The rule of the new end date, said for a running membership.
    expect(await region('Packages')).toHaveTextContent(
      'the months you buy are added after 30 June 2027, so no day you have paid for is lost',
    );
  });

  it('says before paying what the member will have on which dates, as the server previews it (ADR 0031)', async () => {
    const coachUntil = '2027-05-28T09:00:00.000Z';
    const coacheeUntil = '2027-11-28T09:00:00.000Z';
    const schedule = [
      { coachLevel: true, startsAt: '2026-11-28T09:00:00.000Z', endsAt: coachUntil },
      { coachLevel: false, startsAt: coachUntil, endsAt: coacheeUntil },
    ];
    const options: MembershipMockOptions = {
      subscription: {
        ...subscriptionStatus('active'),
        subscriptionEndDate: coachUntil,
        schedule: schedule.slice(0, 1),
      },
      preview: [
        {
          membershipPackageId: demoPackages.coachee6.membershipPackageId,
          startsAt: coachUntil,
          endsAt: coacheeUntil,
          schedule,
        },
      ],
    };
    open('/en/user/membership-renewal', options);
    const coachee = await offer('Coachee 6 months');
    expect(await within(coachee).findByText('You will have')).toBeInTheDocument();
    expect(within(coachee).getByText('You will have').nextSibling).toHaveTextContent(
      'Coach level until 28 May 2027, then coachee level until 28 November 2027',
    );
  });

  it('says the levels ahead in Turkish, on the membership and before paying', async () => {
    const coachUntil = '2027-05-28T09:00:00.000Z';
    const coacheeUntil = '2027-11-28T09:00:00.000Z';
    const schedule = [
      { coachLevel: true, startsAt: '2026-11-28T09:00:00.000Z', endsAt: coachUntil },
      { coachLevel: false, startsAt: coachUntil, endsAt: coacheeUntil },
    ];
    open('/user/membership-renewal', {
      subscription: { ...subscriptionStatus('active'), subscriptionEndDate: coacheeUntil, schedule },
    });
    const mine = await region('Üyeliğiniz');
    expect(within(mine).getByText('Seviyeler').nextSibling).toHaveTextContent(
      '28 Mayıs 2027 tarihine kadar koç seviyesi, ardından 28 Kasım 2027 tarihine kadar danışan seviyesi',
    );
  });

  it('says when the membership ends within 7 days', async () => {
    open('/en/user/membership-renewal', { subscription: subscriptionStatus('ending') });
    const mine = await region('Your membership');
    expect(within(mine).getByText('Ends soon')).toBeInTheDocument();
    expect(within(mine).getByText('3 days left')).toBeInTheDocument();
  });

  it('says an expired membership ended, and that bought months start today', async () => {
    open('/en/user/membership-renewal', {
      subscription: { ...subscriptionStatus('expired'), subscriptionEndDate: '2026-11-01T00:00:00.000Z' },
    });
    const mine = await region('Your membership');
    expect(within(mine).getByText('Expired')).toBeInTheDocument();
    expect(within(mine).getByText('Ended on').nextSibling).toHaveTextContent('1 November 2026');
    expect(within(mine).queryByText(/days? left/)).not.toBeInTheDocument();
    expect(await region('Packages')).toHaveTextContent('the months you buy start today');
    // The package held before is the one to renew.
    expect(
      within(await offer('Coach 12 months')).getByRole('button', { name: 'Renew: Coach 12 months' }),
    ).toBeInTheDocument();
  });

  it('says there is no membership yet and offers every package to buy', async () => {
    open('/en/user/membership-renewal', { subscription: subscriptionStatus('none') });
    const mine = await region('Your membership');
    expect(within(mine).getByText('No membership')).toBeInTheDocument();
    expect(within(mine).getByText('You have no membership yet.')).toBeInTheDocument();
    const packages = await region('Packages');
    expect(within(packages).getAllByRole('button', { name: /^Buy: / })).toHaveLength(3);
    expect(within(packages).queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument();
    expect(within(packages).queryByText('Your package')).not.toBeInTheDocument();
  });

  it('explains to a coachee-level member why a coach-level package matters', async () => {
    open('/en/user/membership-renewal', {
      subscription: subscriptionStatus('active', demoPackages.coachee6),
    });
    const mine = await region('Your membership');
    expect(within(mine).getByText('Coachee level')).toBeInTheDocument();
    expect(mine).toHaveTextContent('to coach you need a coach-level package');
  });

  it('says nothing about the level to a coach-level member', async () => {
    open('/en/user/membership-renewal', { subscription: subscriptionStatus('active') });
    const mine = await region('Your membership');
    expect(mine).not.toHaveTextContent('coach-level package');
  });

  it('tells a guest that buying a package makes them a member', async () => {
    asGuest();
    open('/en/user/membership-renewal', { subscription: subscriptionStatus('none') });
    expect(await screen.findByText(/Buying a package makes you a member/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Buy: / })).toHaveLength(3);
  });

  it('says when the package held is no longer on sale', async () => {
    open('/en/user/membership-renewal', {
      subscription: subscriptionStatus('ending'),
      packages: [demoPackages.coachee6, demoPackages.coach6],
    });
    expect(
      await screen.findByText(
        'Your package, Coach 12 months, is no longer on sale: choose another one to renew.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    open('/user/membership-renewal', {
      subscription: { ...subscriptionStatus('active'), subscriptionEndDate: '2027-06-30T00:00:00.000Z' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Üyelik yenileme' })).toBeInTheDocument();
    const mine = await region('Üyeliğiniz');
    expect(within(mine).getByText('Koç 12 ay')).toBeInTheDocument();
    expect(within(mine).getByText('30 Haziran 2027')).toBeInTheDocument();
    const coach6 = await offer('Koç 6 ay');
    expect(coach6).toHaveTextContent('6 ay');
    expect(coach6).toHaveTextContent('$59,00');
  });
});

describe('membership renewal page: the packages', () => {
  it('lists the packages on sale with price, period and level, the one held marked', async () => {
    open('/en/user/membership-renewal', { subscription: subscriptionStatus('active') });
    const packages = await region('Packages');
    const cards = within(packages).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Coachee 6 months',
      'Coach 6 months',
      'Coach 12 months',
    ]);
    const coachee = await offer('Coachee 6 months');
    expect(coachee).toHaveTextContent('$29.00');
    expect(coachee).toHaveTextContent('6 months');
    expect(within(coachee).getByText('Coachee level')).toBeInTheDocument();
    expect(within(coachee).queryByText('Your package')).not.toBeInTheDocument();
    expect(within(coachee).getByRole('button', { name: 'Buy: Coachee 6 months' })).toBeEnabled();
    const held = await offer('Coach 12 months');
    expect(held).toHaveTextContent('$99.00');
    expect(held).toHaveTextContent('12 months');
    expect(within(held).getByText('Your package')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Renew: Coach 12 months' })).toBeEnabled();
  });

  it('buys with only the package id and the page’s language, and goes to the checkout page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { sent } = open('/en/user/membership-renewal', { subscription: subscriptionStatus('active') });
    const coach6 = await offer('Coach 6 months');
    const buy = within(coach6).getByRole('button', { name: 'Buy: Coach 6 months' });
    await user.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/en\/sandbox-checkout\/[0-9a-f-]{36}$/);
    // With the page's language: the checkout and the result page stay in it (ADR 0034).
    expect(sent).toEqual([{ membershipPackageId: demoPackages.coach6.membershipPackageId, language: 'en' }]);
    // Busy until the browser has left, and no second checkout meanwhile.
    expect(buy).toHaveAttribute('aria-busy', 'true');
    expect(within(await offer('Coach 12 months')).getByRole('button', { name: /^Renew/ })).toBeDisabled();
  });

  it('says when the payment service cannot be reached (4064), and stays on the page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open('/en/user/membership-renewal', { refusePrepayment: 'paymentProviderUnavailable' });
    await user.click(await screen.findByRole('button', { name: 'Renew: Coach 12 months' }));
    expect(await within(await region('Packages')).findByRole('alert')).toHaveTextContent(
      'The payment service cannot be reached right now. Please try again in a few minutes.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Renew: Coach 12 months' })).toBeEnabled();
  });

  it('says when a package went off sale (4062) and asks for the packages again', async () => {
    const user = userEvent.setup();
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { counts } = open('/user/membership-renewal', { refusePrepayment: 'packageNotForSale' });
    await user.click(await screen.findByRole('button', { name: /Koç 6 ay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu paket artık satışta değil. Lütfen başka bir paket seçin.',
    );
    await waitFor(() => expect(counts.packageCalls).toBe(2));
  });

  it('says when no package is on sale', async () => {
    open('/en/user/membership-renewal', { packages: [] });
    expect(await screen.findByText('No package is on sale right now')).toBeInTheDocument();
  });

  it('goes to the error page when the membership cannot be loaded (docs/product-rules.md §18)', async () => {
    const { router } = open(
      '/user/membership-renewal',
      {},
      http.get('*/api/accounts/checkaccountsubscription', () =>
        HttpResponse.json({ code: 2005, message: 'Something went wrong', data: null }, { status: 500 }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
