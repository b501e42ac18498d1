import { store, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { OrdersPage } from './orders-page.tsx';

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/en/admin/orders', element: <OrdersPage /> },
    ],
    { path, catalogues: { tr, en } },
  );

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

describe('orders page', () => {
  it('lists the orders newest first, filters them in the address and opens one with its period', async () => {
    const user = userEvent.setup();
    const api = await realServer();
    const all = await api.run('listOrders', {}, { as: 'admin' });
    expect(all.total).toBeGreaterThan(1);
    const [newest] = all.items;
    if (!newest) throw new Error('the demo data has no order');
    const { router } = open('/en/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(all.total, 20)));
    expect(screen.getByText(`${all.total} orders`)).toBeInTheDocument();
    const first = bodyRows(table)[0] as HTMLElement;
    expect(within(first).getByText(newest.buyerEmail)).toBeInTheDocument();
    expect(within(first).getByText('Granted by hand')).toBeInTheDocument();

    // Oldest first: the date's header sorts.
    const oldest = await api.run('listOrders', { sort: 'createdAt' }, { as: 'admin' });
    await user.click(within(table).getByRole('button', { name: /Date/ }));
    await waitFor(() =>
      expect(
        within(bodyRows(screen.getByRole('table', { name: 'Orders' }))[0] as HTMLElement).getByText(
          oldest.items[0]?.buyerEmail ?? '',
        ),
      ).toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?sort=createdAt');

    // No card payment in the demo data: the method filter empties the list.
    await user.selectOptions(screen.getByLabelText('Method'), 'Card payment');
    expect(await screen.findByText('No order matches.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('method')).toBe('card');
    await user.selectOptions(screen.getByLabelText('Method'), 'Granted by hand');
    await user.selectOptions(screen.getByLabelText('Provider'), 'iyzico');
    expect(await screen.findByText('No order matches.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provider'), '');

    // The buyer's e-mail finds their orders.
    await user.type(screen.getByRole('searchbox', { name: 'Search the orders' }), newest.buyerEmail);
    const found = await api.run('listOrders', { search: newest.buyerEmail }, { as: 'admin' });
    await waitFor(() => expect(screen.getByText(new RegExp(`^${found.total} orders?$`))).toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: /^Details of order / })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /^Order \d+$/ });
    expect(await within(dialog).findByRole('heading', { name: 'Membership period it bought' })).toBeVisible();
    expect(within(dialog).getByText('Granted by hand: there was no card checkout.')).toBeInTheDocument();
    expect(within(dialog).getByText('Demo data')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes Istanbul’s days from the address and speaks Turkish to a salesman', async () => {
    store.set(tokenAtom, 'demo-token-salesman');
    const api = await realServer();
    const { items } = await api.run('listOrders', { sort: 'createdAt' }, { as: 'admin' });
    const day = items[0]?.createdAt.slice(0, 10) ?? '2026-01-01';
    const sameDays = await api.run('listOrders', { from: '2000-01-01', to: day }, { as: 'admin' });
    open(`/admin/orders?from=2000-01-01&to=${day}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Siparişler' })).toBeInTheDocument();
    expect(screen.getByLabelText('Başlangıç (İstanbul)')).toHaveValue('2000-01-01');
    const table = await screen.findByRole('table', { name: 'Siparişler' });
    // The button's name starts with its visible word (axe's label-content-name-mismatch).
    if (sameDays.total > 0)
      expect(
        within(table).getAllByRole('button', { name: /^Ayrıntılar: \d+ numaralı sipariş$/ })[0],
      ).toHaveTextContent('Ayrıntılar');
    const count = screen.getByText(/sipariş|Sipariş yok/);
    expect(count).toHaveTextContent(sameDays.total === 0 ? 'Sipariş yok.' : `${sameDays.total} sipariş`);
  });
});
