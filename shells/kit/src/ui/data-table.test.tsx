import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { columnHelper, DataTable, type DataTableColumn } from './data-table.tsx';
import { columnChoiceKey } from './data-table-columns.ts';

type Member = { id: string; name: string; email: string; role: string; score: number; joined: string };
const column = columnHelper<Member>();
const columns: DataTableColumn<Member>[] = [
  column.accessor('name', { header: 'Name', enableSorting: true, meta: { priority: 'key' } }),
  column.accessor('email', { header: () => 'E-mail', enableSorting: true }),
  column.accessor('role', { header: 'Role', meta: { priority: 'key' } }),
  column.accessor('score', { header: 'Score', meta: { priority: 'optional' } }),
  column.accessor('joined', { header: 'Joined', meta: { priority: 'optional' } }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  }),
];
const rows: Member[] = [
  { id: 'a', name: 'Ayşe', email: 'ayse@example.com', role: 'Coach', score: 10, joined: '2026' },
  { id: 'b', name: 'Burak', email: 'burak@example.com', role: 'Coachee', score: 4, joined: '2025' },
  { id: 'c', name: 'Cem', email: 'cem@example.com', role: 'Coach', score: 7, joined: '2024' },
];

/** happy-dom's own window: its viewport decides what `matchMedia` answers. */
const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({
    width,
  });
afterEach(() => setWidth(1024));

function Harness({ selectable = false, data = rows }: { selectable?: boolean; data?: Member[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState('name');
  return (
    <>
      <p data-testid="state">
        {sort} | {[...selected].sort().join(',')}
      </p>
      <DataTable
        label="Members"
        tableId="members-test"
        columns={columns}
        data={data}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        selection={
          selectable
            ? {
                selected,
                onSelectedChange: setSelected,
                rowLabel: (row) => row.name,
                allMatching: <button type="button">Select all 1,284 members this filter finds</button>,
              }
            : undefined
        }
      />
    </>
  );
}

/** Rows chosen on another page stay chosen. */
function Paged() {
  const [selected, setSelected] = useState<Set<string>>(new Set(['elsewhere']));
  return (
    <>
      <p data-testid="state">{[...selected].sort().join(',')}</p>
      <DataTable
        label="Members"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        selection={{ selected, onSelectedChange: setSelected, rowLabel: (row) => row.name }}
      />
    </>
  );
}

const render = (props: Parameters<typeof Harness>[0] = {}) =>
  renderRoutes([{ path: '*', element: <Harness {...props} /> }], { path: '/en', lang: 'en' });

const headers = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('DataTable on a desktop', () => {
  it('draws the key and default columns, not the optional ones', () => {
    setWidth(1440);
    render();
    expect(headers()).toEqual(['Name', 'E-mail', 'Role', 'Actions']);
    const [, first] = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ayşe', 'ayse@example.com', 'Coach', 'Edit Ayşe']);
  });

  it('the column chooser (opened from the keyboard) shows and hides the other columns, and the choice is remembered', async () => {
    const user = userEvent.setup();
    setWidth(1440);
    const view = render();
    const chooser = screen.getByRole('button', { name: 'Columns of Members' });
    chooser.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Columns of Members' });
    // Only the columns one may choose: the key columns and the actions are always there.
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['E-mail', 'true'],
      ['Score', 'false'],
      ['Joined', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'E-mail' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Score' }));
    // The menu stays open while columns are ticked.
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Score' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(headers()).toEqual(['Name', 'Role', 'Score', 'Actions']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(chooser).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem(columnChoiceKey('members-test')) ?? '{}')).toEqual({
      email: false,
      score: true,
    });
    // Another visit to the table on this device: the same columns.
    view.unmount();
    render();
    expect(headers()).toEqual(['Name', 'Role', 'Score', 'Actions']);
  });
});

describe('DataTable on a phone', () => {
  it('shows each row as an article named by its title, with its key fields and its actions', () => {
    setWidth(390);
    render();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull();
    const list = screen.getByRole('list', { name: 'Members' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const ayse = within(list).getByRole('article', { name: 'Ayşe' });
    expect(within(ayse).getByRole('term')).toHaveTextContent('Role');
    expect(within(ayse).getByRole('definition')).toHaveTextContent('Coach');
    expect(within(ayse).getByRole('button', { name: 'Edit Ayşe' })).toBeVisible();
    // A default column is no line of a card.
    expect(ayse).not.toHaveTextContent('ayse@example.com');
  });

  it('sorts with a select of the sortable columns', async () => {
    const user = userEvent.setup();
    setWidth(390);
    render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'E-mail, descending');
    expect(screen.getByTestId('state')).toHaveTextContent('-email |');
  });

  it('selects rows on cards and the page with one checkbox', async () => {
    const user = userEvent.setup();
    setWidth(390);
    render({ selectable: true });
    await user.click(screen.getByRole('checkbox', { name: 'Select Burak' }));
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(page).toBePartiallyChecked();
    await user.click(page);
    expect(screen.getByTestId('state')).toHaveTextContent('name | a,b,c');
  });
});

describe('DataTable selection', () => {
  it('a checkbox per row; the page checkbox is mixed for some, checked for all, and offers all the filter finds', async () => {
    const user = userEvent.setup();
    render({ selectable: true });
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(page).not.toBeChecked();
    expect(page).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ayşe' }));
    expect(page).toBePartiallyChecked();
    expect(screen.getByTestId('state')).toHaveTextContent('name | a');
    expect(screen.queryByRole('button', { name: /this filter finds/ })).toBeNull();
    // Keyboard: Tab past Ayşe's action to Burak's checkbox, Space ticks it.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Burak' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('state')).toHaveTextContent('name | a,b');
    await user.click(page);
    expect(page).toBeChecked();
    expect(page).not.toBePartiallyChecked();
    expect(screen.getByTestId('state')).toHaveTextContent('name | a,b,c');
    expect(screen.getByRole('button', { name: 'Select all 1,284 members this filter finds' })).toBeVisible();
    await user.click(page);
    expect(screen.getByTestId('state')).toHaveTextContent(/^name \|$/);
  });

  it('keeps the rows chosen on other pages when the page checkbox changes this page', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Paged /> }], { path: '/en', lang: 'en' });
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(page).not.toBePartiallyChecked();
    await user.click(page);
    expect(screen.getByTestId('state')).toHaveTextContent('a,b,c,elsewhere');
    await user.click(page);
    expect(screen.getByTestId('state')).toHaveTextContent(/^elsewhere$/);
  });
});
