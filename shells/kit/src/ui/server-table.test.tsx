import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import {
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
  sortingOf,
  sortOf,
} from './server-table.tsx';

type Member = { id: string; name: string; email: string };
const column = serverColumnHelper<Member>();
const columns: ServerTableColumn<Member>[] = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('email', { header: 'Email' }),
];
const rows: Member[] = [
  { id: 'a', name: 'Ayşe', email: 'ayse@example.com' },
  { id: 'b', name: 'Burak', email: 'burak@example.com' },
];

function Harness({ total = 45, initialSort = 'name' }: { total?: number; initialSort?: string }) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  return (
    <>
      <p data-testid="state">
        {sort} {page}
      </p>
      <ServerTable
        label="Members"
        columns={columns}
        data={rows}
        total={total}
        page={page}
        pageSize={20}
        sort={sort}
        onSortChange={setSort}
        onPageChange={setPage}
        getRowId={(row) => row.id}
      />
    </>
  );
}

describe('ServerTable', () => {
  it('renders the rows in the order given', () => {
    renderRoutes([{ path: '*', element: <Harness /> }], { path: '/en', lang: 'en' });
    const table = screen.getByRole('table', { name: 'Members' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual([
      'Ayşeayse@example.com',
      'Burakburak@example.com',
    ]);
  });

  it('a sortable header is a button in th[aria-sort] that toggles name / -name', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness /> }], { path: '/en', lang: 'en' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('-name');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    // Keyboard: focus the button and press Enter.
    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('state')).toHaveTextContent(/^name 1$/);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('another column starts ascending, and a column the server does not sort is no button', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness initialSort="-createdAt" /> }], { path: '/en', lang: 'en' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(nameHeader).getByRole('button'));
    expect(screen.getByTestId('state')).toHaveTextContent(/^name 1$/);
    const emailHeader = screen.getByRole('columnheader', { name: 'Email' });
    expect(emailHeader).not.toHaveAttribute('aria-sort');
    expect(within(emailHeader).queryByRole('button')).toBeNull();
  });

  it('pages with the pager', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness total={45} /> }], { path: '/en', lang: 'en' });
    const pager = screen.getByRole('navigation', { name: 'Pages of Members' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('name 2');
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(pager).toHaveTextContent('(21–40 of 45)');
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(within(pager).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('shows the empty text and no pager for an empty list', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <ServerTable
              label="Members"
              columns={columns}
              data={[]}
              total={0}
              page={1}
              pageSize={20}
              sort="name"
              onSortChange={() => {}}
              onPageChange={() => {}}
              emptyText="No member matches."
            />
          ),
        },
      ],
      { path: '/en', lang: 'en' },
    );
    expect(screen.getByRole('cell', { name: 'No member matches.' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('converts between the API sort and TanStack sorting', () => {
    expect(sortingOf('-name')).toEqual([{ id: 'name', desc: true }]);
    expect(sortingOf('email')).toEqual([{ id: 'email', desc: false }]);
    expect(sortOf([{ id: 'createdAt', desc: true }])).toBe('-createdAt');
  });
});
