import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from '../router/use-search-params.ts';
import { renderRoutes } from '../test/render.tsx';
import { useListParams } from './use-list-params.ts';

function Probe() {
  const list = useListParams({ defaultSort: 'name', pageSize: 25 });
  return (
    <>
      <output>{JSON.stringify(list.query)}</output>
      <button type="button" onClick={() => list.setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => list.setPage(1)}>
        page 1
      </button>
      <button type="button" onClick={() => list.setSearch('  ayşe ')}>
        search
      </button>
      <button type="button" onClick={() => list.setSort('-createdAt')}>
        sort
      </button>
      <button type="button" onClick={() => list.setSort('name')}>
        default sort
      </button>
    </>
  );
}

const routes = [{ path: '*', element: <Probe /> }];

/** A search written by a setter kept from the first render, as a pause in typing keeps it. */
function KeptSetterProbe() {
  const list = useListParams({ defaultSort: 'name' });
  const [keptSetSearch] = useState(() => list.setSearch);
  const [, setParams] = useSearchParams();
  return (
    <>
      <button
        type="button"
        onClick={() => setParams((current) => new URLSearchParams([...current, ['role', 'coach']]))}
      >
        filter
      </button>
      <button type="button" onClick={() => keptSetSearch('ayşe')}>
        search
      </button>
    </>
  );
}

describe('useListParams', () => {
  it('reads page, search and sort from the address, with defaults', () => {
    renderRoutes(routes, { path: '/admin/account?page=2&search=ali&sort=-email&tab=x', lang: 'en' });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      page: '2',
      pageSize: '25',
      search: 'ali',
      sort: '-email',
    });
  });

  it('falls back on nonsense and on nothing', () => {
    renderRoutes(routes, { path: '/admin/account?page=-4', lang: 'en' });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toMatchObject({
      page: '1',
      sort: 'name',
      search: '',
    });
  });

  it('writes changes to the address, dropping defaults, keeping other parameters; search and sort restart at page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/admin/account?tab=x', lang: 'en' });
    const address = () => router.state.location.search;
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(address()).toBe('?tab=x&page=3');
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(address()).toBe('?tab=x&search=ay%C5%9Fe');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'sort' }));
    expect(address()).toBe('?tab=x&search=ay%C5%9Fe&sort=-createdAt');
    await user.click(screen.getByRole('button', { name: 'default sort' }));
    expect(address()).toBe('?tab=x&search=ay%C5%9Fe');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'page 1' }));
    expect(address()).toBe('?tab=x&search=ay%C5%9Fe');
  });

  it('a new search replaces the history entry instead of adding one', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/admin/account', lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'search' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('a setter kept from an earlier render keeps what changed since (a filter chosen while typing)', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '*', element: <KeptSetterProbe /> }], {
      path: '/admin/users',
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'filter' }));
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(router.state.location.search).toBe('?role=coach&search=ay%C5%9Fe');
  });
});
