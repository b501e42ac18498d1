import type { AccountView } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { seededAccount } from '../test-support/a1-seeded-accounts.ts';
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

function open(account: AccountView, english = true, token = 'demo-token-admin') {
  store.set(tokenAtom, token);
  const path = `${english ? '/en' : ''}/admin/profile/${account.accountId}`;
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** A day as the pages write it in English: "2 March 2026", in Istanbul. */
const dayOf = (iso: string | null) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso ?? 0));

/** Mehmet Öztürk of the demo data, a coach, with a workshop's points added by an administrator. */
async function mehmetWithWorkshopPoints() {
  const mehmet = await seededAccount('mehmet@example.com');
  const api = await realServer();
  await api.clock.advanceSeconds(60);
  await api.run(
    'adjustPoints',
    { accountId: mehmet.accountId, delta: 12, note: 'Workshop hours from the autumn programme.' },
    { as: 'admin' },
  );
  const ledger = await api.run('getLedger', { accountId: mehmet.accountId }, { as: 'admin' });
  return { mehmet, ledger };
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
    const { mehmet, ledger } = await mehmetWithWorkshopPoints();
    open(mehmet);
    const points = await screen.findByRole('region', { name: 'Points' });
    expect(await within(points).findByText(`Score: ${ledger.balance}`)).toBeInTheDocument();
    await waitFor(() => expect(entryRows()).toHaveLength(ledger.entries.length));
    const newest = entryRows()[0] as HTMLElement;
    expect(within(newest).getByText('Adjusted by an administrator')).toBeInTheDocument();
    expect(within(newest).getByText('+12')).toBeInTheDocument();
    expect(within(newest).getByText('Workshop hours from the autumn programme.')).toBeInTheDocument();
    // His sessions as a coach, with their signed change (a minus sign, not a hyphen, when negative).
    const coached = ledger.entries.findIndex(({ reason }) => reason === 'coach_sessions');
    const coachedEntry = ledger.entries[coached];
    expect(coachedEntry).toBeDefined();
    const coachedRow = entryRows()[coached] as HTMLElement;
    expect(within(coachedRow).getByText('Sessions given as coach')).toBeInTheDocument();
    const delta = coachedEntry?.delta ?? 0;
    expect(within(coachedRow).getByText(delta < 0 ? `−${-delta}` : `+${delta}`)).toBeInTheDocument();
    expect(within(entryRows().at(-1) as HTMLElement).getByText('Opening balance')).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Their projects' })).toHaveAttribute(
      'href',
      `/en/admin/user-project?accountId=${mehmet.accountId}`,
    );
  });

  it('exports the member’s points entries: the export control sends the ledger’s filter', async () => {
    const { mehmet, ledger } = await mehmetWithWorkshopPoints();
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/ledger/exports'))
        bodies.push(await request.clone().json());
    });
    open(mehmet);
    const points = await screen.findByRole('region', { name: 'Points' });
    await userEvent.click(await within(points).findByRole('button', { name: 'Export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the points entries' });
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', `0 of ${ledger.entries.length} points entries`),
    );
    expect(bodies).toEqual([{ language: 'en', format: 'xlsx', accountId: mehmet.accountId }]);
    mockServer.events.removeAllListeners();
  });

  it('refuses 0 and an empty note, then adjusts and shows the new score everywhere', async () => {
    const user = userEvent.setup();
    const { mehmet, ledger } = await mehmetWithWorkshopPoints();
    const score = ledger.balance;
    open(mehmet);
    await waitFor(() => expect(scoreFact()).toHaveTextContent(String(score)));
    const adjust = await screen.findByRole('button', { name: 'Adjust points…' });
    // Enabled once the ledger has come (the score above may come first, from the account): a press
    // before then does nothing, as for a person.
    await waitFor(() => expect(adjust).toBeEnabled());
    await user.click(adjust);
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
    expect(await screen.findByText(`−5 points recorded. The score is now ${score - 5}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Score: ${score - 5}`)).toBeInTheDocument();
    await waitFor(() => expect(scoreFact()).toHaveTextContent(String(score - 5)));
    await waitFor(() => expect(entryRows()).toHaveLength(ledger.entries.length + 1));
    expect(
      within(entryRows()[0] as HTMLElement).getByText('Missed the agreed session twice.'),
    ).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const { mehmet, ledger } = await mehmetWithWorkshopPoints();
    open(mehmet, false);
    const points = await screen.findByRole('region', { name: 'Puanlar' });
    expect(await within(points).findByText(`Puan: ${ledger.balance}`)).toBeInTheDocument();
    expect(within(points).getByText('Yönetici düzeltmesi')).toBeInTheDocument();
  });
});

describe('coaching hours on an account’s profile (administrators)', () => {
  it('shows the member’s hours between the points and the orders', async () => {
    // Elif Kaya of the demo data coached, and was coached by Selin: part of her hours are paid.
    const elif = await seededAccount('elif@example.com');
    const { totals } = await (await realServer()).run(
      'getMemberCoachingHours',
      { accountId: elif.accountId },
      { as: 'admin' },
    );
    expect(totals.paidHours).toBeGreaterThan(0);
    open(elif);
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(
      await within(hours).findByText(`of which ${totals.paidHours} paid and ${totals.proBonoHours} pro bono`),
    ).toBeInTheDocument();
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
  const choice = within(dialog).getByRole('button', { name: /Package/ });
  // As a person would: the list is opened once the packages have come (an empty list opened before
  // them did not always fill on a busy machine).
  await waitFor(() => expect(choice).not.toHaveTextContent('Loading the packages…'));
  await user.click(choice);
  await user.click(await screen.findByRole('option', { name }));
}

/** A package of the real server by its code, retired ones too. */
async function packageOf(code: string) {
  const packages = await (await realServer()).run(
    'listMembershipPackages',
    { includeRetired: 'true' },
    { as: 'admin' },
  );
  const found = packages.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`the real server has no package ${code}`);
  return found;
}

/**
 * Ayşe Demir, the demo member: her demo order (COACHEE-12, granted by hand), and a minute later
 * COACH-12 bought by card through the real checkout, the payment provider saying paid.
 */
async function ayseWithACardOrder() {
  const api = await realServer();
  const ayse = await seededAccount(api.accounts.member.email);
  await api.clock.advanceSeconds(60);
  const coach12 = await packageOf('COACH-12');
  await api.scriptPayment({ status: 'paid' });
  const { token } = await api.run(
    'startCheckout',
    { membershipPackageId: coach12.membershipPackageId },
    { as: 'member' },
  );
  await api.run('retrieveCheckout', { token }, { as: 'anonymous' });
  const orders = await api.run('listOrderHistory', { accountId: ayse.accountId }, { as: 'admin' });
  return { ayse: await seededAccount(ayse.email), orders };
}

describe('orders on an account’s profile (administrators)', () => {
  beforeEach(async () => {
    // Only the clock, at the server's: the end date moves from the later of today and the current end.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((await realServer()).start);
    mockServer.events.removeAllListeners();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the orders newest first: number, date, package, period, price, method, note, granter', async () => {
    const {
      ayse,
      orders: [card, demo],
    } = await ayseWithACardOrder();
    open(ayse);
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('2 orders, newest first')).toBeInTheDocument();
    const [bought, granted] = orderRows() as [HTMLElement, HTMLElement];
    expect(within(bought).getByText(String(card?.orderNumber))).toBeInTheDocument();
    expect(within(bought).getByText('Coach Package – 12 Months')).toBeInTheDocument();
    expect(within(bought).getByText('COACH-12')).toBeInTheDocument();
    expect(within(bought).getByText('$149.00')).toBeInTheDocument();
    expect(within(bought).getByText('Card')).toBeInTheDocument();
    expect(within(granted).getByText(String(demo?.orderNumber))).toBeInTheDocument();
    expect(within(granted).getByText('Coachee Package – 12 Months')).toBeInTheDocument();
    expect(within(granted).getByText('12 months')).toBeInTheDocument();
    expect(
      within(granted).getByText(`${dayOf(demo?.startsAt ?? null)} to ${dayOf(demo?.endsAt ?? null)}`),
    ).toBeInTheDocument();
    expect(within(granted).getByText('$89.00')).toBeInTheDocument();
    expect(within(granted).getByText('Granted by hand')).toBeInTheDocument();
    expect(within(granted).getByText('Demo data')).toBeInTheDocument();
    expect(within(granted).getByText('Zeynep Yılmaz')).toBeInTheDocument();
  });

  it('sends nothing without a package and a note', async () => {
    const user = userEvent.setup();
    const grants = recordGrants();
    open(await seededAccount('ayse@example.com'));
    const dialog = await openGrant(user);
    expect(within(dialog).getByText(/from the later of today and the current end/)).toBeInTheDocument();
    // The button waits for the packages (a press before them would do nothing), as a person would.
    const grant = within(dialog).getByRole('button', { name: 'Grant the package' });
    await waitFor(() => expect(grant).toBeEnabled());
    await user.click(grant);
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
    // COACH-6 taken off sale: members bought it, so it is retired, not erased.
    const api = await realServer();
    const coach6 = await packageOf('COACH-6');
    await api.run(
      'deleteMembershipPackage',
      { membershipPackageId: coach6.membershipPackageId },
      { as: 'admin' },
    );
    const coach12 = await packageOf('COACH-12');
    const ayse = await seededAccount('ayse@example.com');
    const ends = dayOf(ayse.subscriptionEndDate);
    open(ayse);
    await waitFor(() => expect(endFact()).toHaveTextContent(ends));
    const dialog = await openGrant(user);
    const choice = within(dialog).getByRole('button', { name: /Package/ });
    // Opened once the packages have come, as in `choosePackage`: an empty list does not open.
    await waitFor(() => expect(choice).not.toHaveTextContent('Loading the packages…'));
    await user.click(choice);
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The retired package cannot be granted, so it is not offered.
    expect(offered.map((option) => option.textContent)).toEqual([
      'Coachee Package – 6 Months (COACHEE-6) · $49.00',
      'Coachee Package – 12 Months (COACHEE-12) · $89.00',
      'Coach Package – 12 Months (COACH-12) · $149.00',
    ]);
    await user.click(screen.getByRole('option', { name: /COACH-12/ }));
    expect(
      within(dialog).getByText(`The membership runs until ${ends}; 12 months are added after that day.`),
    ).toBeInTheDocument();
    // Pasted: typing it key by key adds seconds and tests nothing more.
    await user.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await user.paste('bank transfer 2026-11-20, ref 123');
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));

    const [granted] = await api.run('listOrderHistory', { accountId: ayse.accountId }, { as: 'admin' });
    const extended = await seededAccount('ayse@example.com');
    const newEnd = dayOf(extended.subscriptionEndDate);
    expect(
      await screen.findByText(
        `Order ${granted?.orderNumber} recorded. The membership now ends on ${newEnd}.`,
      ),
    ).toBeInTheDocument();
    expect(grants).toEqual([
      {
        accountId: ayse.accountId,
        membershipPackageId: coach12.membershipPackageId,
        note: 'bank transfer 2026-11-20, ref 123',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(orderRows()).toHaveLength(2));
    const newest = orderRows()[0] as HTMLElement;
    expect(within(newest).getByText(String(granted?.orderNumber))).toBeInTheDocument();
    expect(within(newest).getByText('bank transfer 2026-11-20, ref 123')).toBeInTheDocument();
    await waitFor(() => expect(endFact()).toHaveTextContent(newEnd));
  });

  it('counts from today when the membership has ended', async () => {
    const user = userEvent.setup();
    // A month after Ayşe's membership ended, on the server and in the browser alike; the demo
    // sessions ended meanwhile, so the administrator signs in again.
    const api = await realServer();
    const ayse = await seededAccount('ayse@example.com');
    const monthLater = new Date(new Date(ayse.subscriptionEndDate ?? 0).getTime() + 30 * 86_400_000);
    await api.clock.set(monthLater);
    vi.setSystemTime(monthLater);
    const { admin } = api.accounts;
    const { token } = await api.run(
      'signIn',
      { email: admin.email, password: admin.password },
      { as: 'anonymous' },
    );
    open(ayse, true, token);
    const dialog = await openGrant(user);
    await choosePackage(user, dialog, /COACHEE-6/);
    expect(
      within(dialog).getByText(
        `The membership ended on ${dayOf(ayse.subscriptionEndDate)}; 6 months are counted from today.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a refusal of the server in the dialog (4065 staff account, 4062 off sale)', async () => {
    const user = userEvent.setup();
    const api = await realServer();
    const ayse = await seededAccount('ayse@example.com');
    open(ayse);
    const dialog = await openGrant(user);
    await choosePackage(user, dialog, /COACH-12/);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'scholarship');
    // Meanwhile another administrator makes her a salesman: staff hold no membership.
    await api.run(
      'updateAccount',
      { accountId: ayse.accountId, accountRoleType: 'Salesman' },
      { as: 'admin' },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Grant the package' }));
    expect(
      await within(dialog).findByText('A membership can only be given to member and guest accounts.'),
    ).toBeInTheDocument();

    // She is a member again, but the package went off sale (retired: members bought it).
    await api.run('updateAccount', { accountId: ayse.accountId, accountRoleType: 'User' }, { as: 'admin' });
    const coach12 = await packageOf('COACH-12');
    await api.run(
      'deleteMembershipPackage',
      { membershipPackageId: coach12.membershipPackageId },
      { as: 'admin' },
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
    const api = await realServer();
    const salesman = await seededAccount(api.accounts.salesman.email);
    open(salesman);
    expect(await screen.findByRole('heading', { level: 1, name: salesman.fullName })).toBeInTheDocument();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('No orders yet.')).toBeInTheDocument();
    expect(within(orders).queryByRole('button', { name: 'Grant a package…' })).not.toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    const { ayse } = await ayseWithACardOrder();
    open(ayse, false);
    const orders = await screen.findByRole('region', { name: 'Siparişler' });
    expect(await within(orders).findByText('Elle tanımlandı')).toBeInTheDocument();
    expect(within(orders).getByText('Kart')).toBeInTheDocument();
  });
});
