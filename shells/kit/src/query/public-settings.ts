import type { PublicSettings } from '@coach/server/app-type';
import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { useQuery } from './hooks.ts';

export type { PublicSettings };

/**
 * `GET /api/publicsettings`: the settings an administrator can change that pages tell members and
 * visitors (closing wait, confirmation window, deadline, penalty, limits, next matching run;
 * docs/product-rules.md §12). Declared in the kit: the public site and the member area both read
 * it, and share one cached answer. Settings change seldom; five minutes keeps the next run current.
 */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['public-settings'] as const,
    queryFn: (): Promise<PublicSettings> => unwrap(api.api.publicsettings.$get()),
    staleTime: 5 * 60_000,
  });

/**
 * The public settings query: `data` is undefined until they arrive (or when they could not be read),
 * and a page then says its sentence without the number rather than a number that may be wrong.
 */
export function usePublicSettings(): UseQueryResult<PublicSettings> {
  return useQuery(publicSettingsQuery());
}
