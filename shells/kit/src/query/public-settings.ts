import type { PublicSettings } from '@coach/server/app-type';
import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { queryClient } from './query-client.ts';

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

/** The answer, or where it stands: a stable value, for `useSyncExternalStore` (query/use-public-settings.ts). */
export type PublicSettingsSnapshot = PublicSettings | 'pending' | 'failed';

export function publicSettingsSnapshot(): PublicSettingsSnapshot {
  const state = queryClient.getQueryState<PublicSettings>(publicSettingsQuery().queryKey);
  if (state?.data) return state.data;
  return state?.status === 'error' ? 'failed' : 'pending';
}

/** Asks for the settings unless fresh, and calls `changed` whenever their answer changes. */
export function watchPublicSettings(changed: () => void): () => void {
  return new QueryObserver(queryClient, publicSettingsQuery()).subscribe(() => changed());
}
