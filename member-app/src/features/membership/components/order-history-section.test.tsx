import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { demoPackages, membershipHandlers, order } from '../../../mocks/membership-handlers.ts';
import { profileHandlers } from '../../../mocks/profile-handlers.ts';
import { SettingsPage } from '../../settings/components/settings-page.tsx';

const routes = [
  { path: '/user/settings', element: <SettingsPage /> },
  { path: '/en/user/settings', element: <SettingsPage /> },
];

const orders = [
  order({
    orderNumber: 100042,
    createdAt: '2026-06-12T11:02:00.000Z',
    startsAt: '2026-06-30T00:00:00.000Z',
    endsAt: '2027-06-30T00:00:00.000Z',
  }),
  order({
    orderNumber: 100007,
    membershipPackageId: demoPackages.coachee6.membershipPackageId,
    packageCode: demoPackages.coachee6.code,
    packageNameTr: demoPackages.coachee6.nameTr,
    packageNameEn: demoPackages.coachee6.nameEn,
    periodMonths: 6,
    priceUsd: '29.00',
    method: 'manual',
    note: 'Bank transfer',
    grantedByName: 'Zeynep Yılmaz',
    createdAt: '2025-12-30T07:00:00.000Z',
    startsAt: '2025-12-30T00:00:00.000Z',
    endsAt: '2026-06-30T00:00:00.000Z',
  }),
];

function open(path: string, held = orders) {
  mockServer.use(...profileHandlers(), ...membershipHandlers({ orders: held }));
  store.set(tokenAtom, 'demo-token-member');
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
    open('/en/user/settings?section=orders');
    const history = await screen.findByRole('region', { name: 'Order history' });
    const table = await within(history).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order no.', 'Date', 'Package', 'Period', 'Price', 'Payment', 'Membership period']);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(first as HTMLElement)).toEqual([
      '100042',
      '12 Jun 2026, 14:02',
      'Coach 12 months',
      '12 months',
      '$99.00',
      'Card',
      '30 June 2026 – 30 June 2027',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      '100007',
      '30 Dec 2025, 10:00',
      'Coachee 6 months',
      '6 months',
      '$29.00',
      'Granted by hand',
      '30 December 2025 – 30 June 2026',
    ]);
  });

  it('opens from its settings tab and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const { router } = open('/en/user/settings');
    const tab = await screen.findByRole('tab', { name: 'Order history' });
    await user.click(tab);
    expect(await screen.findByRole('region', { name: 'Order history' })).toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?section=orders');
  });

  it('shows the orders as cards on a phone', async () => {
    setWidth(375);
    open('/user/settings?section=orders');
    const list = await screen.findByRole('list', { name: 'Siparişleriniz, en yenisi önce' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(
      within(first as HTMLElement).getByRole('heading', { name: 'Sipariş no. 100042' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Koç 12 ay');
    expect(first).toHaveTextContent('Kart');
    expect(second).toHaveTextContent('Elle tanımlandı');
    expect(second).toHaveTextContent('$29,00');
  });

  it('says there is no order yet and leads to the packages', async () => {
    open('/en/user/settings?section=orders', []);
    const history = await screen.findByRole('region', { name: 'Order history' });
    expect(await within(history).findByText('No orders yet')).toBeInTheDocument();
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'See the packages' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });
});
