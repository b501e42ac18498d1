import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { coachingHandlers } from '../mocks/coaching-handlers.ts';
import { membershipHandlers } from '../mocks/membership-handlers.ts';
import { memberAccount, profileHandlers } from '../mocks/profile-handlers.ts';
import { ledgerHandlers } from '../mocks/project-handlers.ts';
import { AccountProfilePage } from './account-profile-page.tsx';

const page = (
  <>
    <AccountProfilePage />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/profile/:accountId', element: page },
  { path: '/en/admin/profile/:accountId', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

/**
 * The ledger's handlers and the membership's both answer the member's account, the first with the
 * score its entries sum to, the other with the membership a grant extended: `accountFrom` says which
 * one the test watches. Both come before the profile's, whose `accounts/:id` is a catch-all.
 */
function open(
  path = `/en/admin/profile/${memberAccount.accountId}`,
  {
    accountFrom = 'ledger',
    before = [],
  }: { accountFrom?: 'ledger' | 'membership'; before?: RequestHandler[] } = {},
) {
  const ledger = ledgerHandlers();
  const membership = membershipHandlers();
  mockServer.use(
    ...before,
    ...(accountFrom === 'ledger' ? [...ledger, ...membership] : [...membership, ...ledger]),
    ...coachingHandlers(),
    ...profileHandlers,
  );
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const entryRows = () =>
  within(screen.getByRole('region', { name: 'Points entries' }))
    .getAllByRole('row')
    .slice(1);
const scoreFact = () => {
  const term = within(screen.getByRole('region', { name: 'Account' })).getByText('Score');
  return term.nextElementSibling;
};

describe('points on an account’s profile (administrators)', () => {
  it('shows the member’s ledger, newest first, with reasons in words and signed changes', async () => {
    open();
    const points = await screen.findByRole('region', { name: 'Points' });
    expect(await within(points).findByText('Score: 35')).toBeInTheDocument();
    expect(entryRows()).toHaveLength(4);
    const newest = entryRows()[0] as HTMLElement;
    expect(within(newest).getByText('Adjusted by an administrator')).toBeInTheDocument();
    expect(within(newest).getByText('+12')).toBeInTheDocument();
    expect(within(newest).getByText('Workshop hours from the autumn programme.')).toBeInTheDocument();
    const coached = entryRows()[2] as HTMLElement;
    expect(within(coached).getByText('Sessions given as coach')).toBeInTheDocument();
    expect(within(coached).getByText('−4')).toBeInTheDocument();
    expect(within(entryRows()[3] as HTMLElement).getByText('Opening balance')).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Their projects' })).toHaveAttribute(
      'href',
      `/en/admin/user-project?accountId=${memberAccount.accountId}`,
    );
  });

  it('refuses 0 and an empty note, then adjusts and shows the new score everywhere', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(scoreFact()).toHaveTextContent('35'));
    await user.click(await screen.findByRole('button', { name: 'Adjust points…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least 3 characters.')).toBeInTheDocument();

    const delta = within(dialog).getByRole('spinbutton', { name: /Points/ });
    await user.type(delta, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByText('The value cannot be 0.')).toBeInTheDocument();

    await user.clear(delta);
    await user.type(delta, '-5');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note/ }),
      'Missed the agreed session twice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await screen.findByText('−5 points recorded. The score is now 30.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Score: 30')).toBeInTheDocument();
    await waitFor(() => expect(scoreFact()).toHaveTextContent('30'));
    expect(entryRows()).toHaveLength(5);
    expect(
      within(entryRows()[0] as HTMLElement).getByText('Missed the agreed session twice.'),
    ).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    open(`/admin/profile/${memberAccount.accountId}`);
    const points = await screen.findByRole('region', { name: 'Puanlar' });
    expect(await within(points).findByText('Puan: 35')).toBeInTheDocument();
    expect(within(points).getByText('Yönetici düzeltmesi')).toBeInTheDocument();
  });
});

describe('coaching hours on an account’s profile (administrators)', () => {
  it('shows the member’s hours between the points and the orders', async () => {
    open();
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(await within(hours).findByText('of which 60 paid and 12 pro bono')).toBeInTheDocument();
    const follows = (first: string, then: HTMLElement) =>
      screen.getByRole('region', { name: first }).compareDocumentPosition(then) &
      Node.DOCUMENT_POSITION_FOLLOWING;
    expect(follows('Points', hours)).toBeTruthy();
    expect(follows('Coaching hours', await screen.findByRole('region', { name: 'Orders' }))).toBeTruthy();
  });
});

const orderRows = () =>
  within(screen.getByRole('region', { name: 'Order list' }))
    .getAllByRole('row')
    .slice(1);
const endFact = () => {
  const term = within(screen.getByRole('region', { name: 'Account' })).getByText('Membership ends on');
  return term.nextElementSibling;
};

/** The bodies of `orders/grant` calls the page sent. */
function recordGrants() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/orders/grant')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function openGrant(user: ReturnType<typeof userEvent.setup>) {
  const orders = await screen.findByRole('region', { name: 'Orders' });
  await user.click(await within(orders).findByRole('button', { name: 'Grant a package…' }));
  return screen.findByRole('dialog', { name: 'Grant a package' });
}

async function choosePackage(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: RegExp) {
  await user.click(within(dialog).getByRole('button', { name: /Package/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('orders on an account’s profile (administrators)', () => {
  beforeEach(() => {
    // Only the clock: the end date moves from the later of today and the current end.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00.000Z'));
    mockServer.events.removeAllListeners();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the orders newest first: number, date, package, period, price, method, note, granter', async () => {
    open();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('2 orders, newest first')).toBeInTheDocument();
    const [granted, bought] = orderRows() as [HTMLElement, HTMLElement];
    expect(within(granted).getByText('100007')).toBeInTheDocument();
    expect(within(granted).getByText('Coach Package – 12 Months')).toBeInTheDocument();
    expect(within(granted).getByText('12 months')).toBeInTheDocument();
    expect(within(granted).getByText('30 June 2026 to 30 June 2027')).toBeInTheDocument();
    expect(within(granted).getByText('$149.00')).toBeInTheDocument();
    expect(within(granted).getByText('Granted by hand')).toBeInTheDocument();
    expect(within(granted).getByText('Havale 2026-06-28, ref 4471')).toBeInTheDocument();
    expect(within(granted).getByText('Zeynep Yılmaz')).toBeInTheDocument();
    expect(within(bought).getByText('100001')).toBeInTheDocument();
    expect(within(bought).getByText('Card')).toBeInTheDocument();
    expect(within(bought).getByText('COACH-6-2025')).toBeInTheDocument();
  });

  it('sends nothing without a package and a note', async () => {
    const user = userEvent.setup();
    const grants = recordGrants();
    open();
    const dialog = await openGrant(user);
    expect(within(dialog).getByText(/from the later of today and the current end/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));
    // Both fields say what is missing: the package and the note.
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: /Package/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(grants).toEqual([]);
  });

  it('grants a package on sale with a note, then shows the new order and end date', async () => {
    const user = userEvent.setup();
    const grants = recordGrants();
    open(undefined, { accountFrom: 'membership' });
    await waitFor(() => expect(endFact()).toHaveTextContent('30 June 2027'));
    const dialog = await openGrant(user);
    await user.click(within(dialog).getByRole('button', { name: /Package/ }));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The retired package cannot be granted, so it is not offered.
    expect(offered.map((option) => option.textContent)).toEqual([
      'Trial – 1 Month (TRIAL-1) · $9.90',
      'Coachee Package – 6 Months (COACHEE-6) · $49.00',
      'Coach Package – 12 Months (COACH-12) · $149.00',
    ]);
    await user.click(screen.getByRole('option', { name: /COACH-12/ }));
    expect(
      within(dialog).getByText('The membership runs until 30 June 2027; 12 months are added after that day.'),
    ).toBeInTheDocument();
    // Pasted: typing it key by key adds seconds and tests nothing more.
    await user.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await user.paste('bank transfer 2026-11-20, ref 123');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));

    expect(
      await screen.findByText('Order 100008 recorded. The membership now ends on 30 June 2028.'),
    ).toBeInTheDocument();
    expect(grants).toEqual([
      {
        accountId: memberAccount.accountId,
        membershipPackageId: '00000000-0000-4000-8000-0000000000a1',
        note: 'bank transfer 2026-11-20, ref 123',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(orderRows()).toHaveLength(3));
    const newest = orderRows()[0] as HTMLElement;
    expect(within(newest).getByText('100008')).toBeInTheDocument();
    expect(within(newest).getByText('bank transfer 2026-11-20, ref 123')).toBeInTheDocument();
    await waitFor(() => expect(endFact()).toHaveTextContent('30 June 2028'));
  });

  it('counts from today when the membership has ended', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(new Date('2027-08-01T09:00:00.000Z'));
    open();
    const dialog = await openGrant(user);
    await choosePackage(user, dialog, /COACHEE-6/);
    expect(
      within(dialog).getByText('The membership ended on 30 June 2027; 6 months are counted from today.'),
    ).toBeInTheDocument();
  });

  it('shows a refusal of the server in the dialog (4065 staff account, 4062 off sale)', async () => {
    const user = userEvent.setup();
    open();
    mockServer.use(
      http.post('*/api/orders/grant', () =>
        HttpResponse.json(
          { code: 4065, message: 'A membership can only be given to member and guest accounts.', data: null },
          { status: 409 },
        ),
      ),
    );
    const dialog = await openGrant(user);
    await choosePackage(user, dialog, /COACH-12/);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'scholarship');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));
    expect(
      await within(dialog).findByText('A membership can only be given to member and guest accounts.'),
    ).toBeInTheDocument();

    mockServer.use(
      http.post('*/api/orders/grant', () =>
        HttpResponse.json(
          {
            code: 4062,
            message: 'This package is no longer for sale. Please choose another one.',
            data: null,
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));
    const choice = within(dialog).getByRole('button', { name: /Package/ });
    await waitFor(() =>
      expect(choice).toHaveAccessibleDescription(
        /This package is no longer for sale\. Please choose another one\./,
      ),
    );
  });

  it('offers no grant for a staff account, whose membership the server refuses', async () => {
    open(undefined, {
      before: [
        http.get(`*/api/accounts/${memberAccount.accountId}`, () =>
          HttpResponse.json({
            code: 2004,
            message: 'Transaction successful.',
            data: { ...memberAccount, accountRoleType: 'Salesman' },
          }),
        ),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: memberAccount.fullName }),
    ).toBeInTheDocument();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('2 orders, newest first')).toBeInTheDocument();
    expect(within(orders).queryByRole('button', { name: 'Grant a package…' })).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    open(`/admin/profile/${memberAccount.accountId}`);
    const orders = await screen.findByRole('region', { name: 'Siparişler' });
    expect(await within(orders).findByText('Elle tanımlandı')).toBeInTheDocument();
    expect(within(orders).getByText('Kart')).toBeInTheDocument();
  });
});
