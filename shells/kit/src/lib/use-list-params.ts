import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../router/use-search-params.ts';

export type ListParamsOptions = {
  /** The list's default order, as the API spells it (`name`, `-createdAt`). */
  defaultSort: string;
  pageSize?: number;
};

export type ListParams = {
  page: number;
  pageSize: number;
  search: string;
  sort: string;
  /** The query for the API call (docs/api.md §2): `{ page, pageSize, search, sort }` as text. */
  query: { page: string; pageSize: string; search: string; sort: string };
  setPage: (page: number) => void;
  /** A new search starts from page 1. */
  setSearch: (search: string) => void;
  /** A new order starts from page 1 too: page 3 of another order is somewhere else. */
  setSort: (sort: string) => void;
};

/**
 * A list's page, search and order kept in the address (`?page=2&search=ay&sort=-name`), so a list
 * can be shared, reloaded and walked with Back. Defaults are left out of the address. Other
 * parameters of the address are kept.
 */
export function useListParams({ defaultSort, pageSize = 20 }: ListParamsOptions): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const sort = params.get('sort') || defaultSort;

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);
  // Typing a search replaces the history entry: Back should not replay every pause in typing.
  const setSearch = useCallback(
    (next: string) => update({ search: next.trim(), page: null }, true),
    [update],
  );
  const setSort = useCallback(
    (next: string) => update({ sort: next === defaultSort ? null : next, page: null }),
    [update, defaultSort],
  );

  const query = useMemo(
    () => ({ page: String(page), pageSize: String(pageSize), search, sort }),
    [page, pageSize, search, sort],
  );
  return { page, pageSize, search, sort, query, setPage, setSearch, setSort };
}
