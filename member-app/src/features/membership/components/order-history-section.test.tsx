import { formatDate, formatDateTime } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs, signInAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { catchSavedFiles } from '@coach/kit/test/saved-files.ts';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from '../../settings/components/settings-page.tsx';

// The demo member, Ayşe, holds the 12-month coachee package the demo administrator recorded by hand
// (server/src/seed/demo-orders.ts); here she also buys the 12-month coach package by card, through
// the scripted payment provider, on a day the test chooses. Every answer is the real server's.

const routes = [
  { path: '/user/settings', element: <SettingsPage /> },
  { path: '/en/user/settings', element: <SettingsPage /> },
];

type Order = {
  orderId: string;
  orderNumber: number;
  packageCode: string;
  packageNameEn: string;
  packageNameTr: string;
  priceUsd: string;
  method: 'card' | 'manual';
  startsAt: string;
  endsAt: string;
  createdAt: string;
};

/** When Ayşe pays: 12:17 in Istanbul, minutes after the server's start (her session still open). */
const paidAt = new Date('2026-03-02T09:17:00.000Z');

/** Ayşe buys the coach package for 12 months by card on `paidAt`; answers her orders, newest first. */
async function ayseBuysByCard(): Promise<Order[]> {
  const api = await realServer();
  await api.clock.set(paidAt);
  const packages = await api.run('listMembershipPackages', {}, { as: 'anonymous' });
  const coach12 = packages.find((one) => one.code === 'COACH-12');
  if (!coach12) throw new Error('the seed sells no COACH-12');
  await api.scriptPayment({ status: 'paid' });
  const { token } = await api.run(
    'startCheckout',
    { membershipPackageId: coach12.membershipPackageId, language: 'en' },
    { as: 'member' },
  );
  await api.run('retrieveCheckout', { token }, { as: 'anonymous' });
  return (await callAs<Order[]>(api.accounts.member.token, 'GET', '/api/accounts/accountorderhistory')).data;
}

async function open(path: string, email?: string) {
  await signInAs(email);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** happy-dom's own window: its viewport decides what `matchMedia` answers. */
const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({
    width,
  });

afterEach(() => setWidth(1024));

describe('settings: order history', () => {
  it('lists the orders newest first with number, date, package, period, price, method and period covered', async () => {
    const [card, granted] = (await ayseBuysByCard()) as [Order, Order];
    expect(card).toMatchObject({ method: 'card', packageCode: 'COACH-12', createdAt: paidAt.toISOString() });
    expect(granted).toMatchObject({ method: 'manual', packageCode: 'COACHEE-12' });
    await open('/en/user/settings?section=orders');
    const history = await screen.findByRole('region', { name: 'Order history' });
    const table = await within(history).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order no.', 'Date', 'Package', 'Period', 'Price', 'Payment', 'Membership period', 'Receipt']);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(first as HTMLElement)).toEqual([
      String(card.orderNumber),
      '2 Mar 2026, 12:17',
      card.packageNameEn,
      '12 months',
      `$${card.priceUsd}`,
      'Card',
      // The months bought follow the membership she held (the server's rule, its dates).
      `${formatDate(card.startsAt, 'en')} – ${formatDate(card.endsAt, 'en')}`,
      'Receipt',
    ]);
    expect(card.startsAt).toBe(granted.endsAt);
    expect(cellsOf(second as HTMLElement)).toEqual([
      String(granted.orderNumber),
      formatDateTime(granted.createdAt, 'en'),
      granted.packageNameEn,
      '12 months',
      `$${granted.priceUsd}`,
      'Granted by hand',
      `${formatDate(granted.startsAt, 'en')} – ${formatDate(granted.endsAt, 'en')}`,
      'Receipt',
    ]);
    // Each row's button says which order's receipt it is.
    expect(
      within(first as HTMLElement).getByRole('button', { name: `Receipt for order ${card.orderNumber}` }),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('button', { name: `Receipt for order ${granted.orderNumber}` }),
    ).toBeInTheDocument();
  });

  it('downloads an order’s receipt as a PDF in the page’s language, under the server’s file name', async () => {
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    const receipts = watchedCallsOn('get', '*/api/accounts/accountorderhistory/*/receipt');
    mockServer.use(receipts.handler);
    const [order] = (
      await callAs<Order[]>(
        (
          await realServer()
        ).accounts.member.token,
        'GET',
        '/api/accounts/accountorderhistory',
      )
    ).data as [Order];
    await open('/user/settings?section=orders');
    const history = await screen.findByRole('region', { name: 'Sipariş geçmişi' });
    await user.click(
      await within(history).findByRole('button', { name: `${order.orderNumber} numaralı siparişin makbuzu` }),
    );
    await waitFor(() => expect(saved).toEqual([`makbuz-${order.orderNumber}.pdf`]));
    expect(receipts.calls.map((call) => new URL(call.url).pathname + new URL(call.url).search)).toEqual([
      `/api/accounts/accountorderhistory/${order.orderId}/receipt?language=tr`,
    ]);
  });

  it('opens from its link among the settings sections, which is its address', async () => {
    const user = userEvent.setup();
    const { router } = await open('/en/user/settings');
    const tab = await screen.findByRole('link', { name: 'Order history' });
    await user.click(tab);
    expect(await screen.findByRole('region', { name: 'Order history' })).toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?section=orders');
  });

  it('shows the orders as cards on a phone', async () => {
    const [card, granted] = (await ayseBuysByCard()) as [Order, Order];
    setWidth(375);
    await open('/user/settings?section=orders');
    const list = await screen.findByRole('list', { name: 'Siparişleriniz, en yenisi önce' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(
      within(first as HTMLElement).getByRole('heading', { name: `Sipariş no. ${card.orderNumber}` }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent(card.packageNameTr);
    expect(
      within(first as HTMLElement).getByRole('button', {
        name: `${card.orderNumber} numaralı siparişin makbuzu`,
      }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Kart');
    expect(second).toHaveTextContent('Elle tanımlandı');
    // Turkish writes the decimal comma.
    expect(second).toHaveTextContent(`$${granted.priceUsd.replace('.', ',')}`);
  });

  it('says there is no order yet and leads to the packages', async () => {
    // The demo guest has bought nothing.
    const { guest } = (await realServer()).accounts;
    await open('/en/user/settings?section=orders', guest.email);
    const history = await screen.findByRole('region', { name: 'Order history' });
    expect(await within(history).findByText('No orders yet')).toBeInTheDocument();
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'See the packages' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });
});
