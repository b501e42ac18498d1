import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { SearchField } from './search-field.tsx';

/** The search kept by a parent, as useListParams keeps it in the address. */
function Harness({
  onSearch,
  initial = '',
  delayMs,
}: {
  onSearch: (value: string) => void;
  initial?: string;
  delayMs?: number;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <SearchField
        label="Search members"
        value={search}
        delayMs={delayMs}
        onSearch={(value) => {
          onSearch(value);
          setSearch(value);
        }}
      />
      <button type="button" onClick={() => setSearch('from a link')}>
        elsewhere
      </button>
    </>
  );
}

describe('SearchField', () => {
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 300 ms, not on every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    // 50 ms between keys: each key restarts the wait.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 50 });
    renderRoutes([{ path: '*', element: <Harness onSearch={onSearch} /> }], { path: '/en', lang: 'en' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ayşe');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ayşe');
  });

  it('searches at once on Enter, and Escape clears the search', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    // A pause no test meets: on a busy machine 300 ms could pass between two keys, and the pause
    // would search "a" or "al" before the Enter (a third call, seen in a run beside other work).
    renderRoutes([{ path: '*', element: <Harness onSearch={onSearch} delayMs={3_600_000} /> }], {
      path: '/en',
      lang: 'en',
    });
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    await user.type(box, 'ali{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ali');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('has a clear button named in the page’s language', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness onSearch={onSearch} initial="ali" /> }], {
      path: '/',
      lang: 'tr',
    });
    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('follows a search changed elsewhere (Back, a link)', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Harness onSearch={() => {}} initial="first" /> }], {
      path: '/en',
      lang: 'en',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('first');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByRole('searchbox')).toHaveValue('from a link');
  });
});
