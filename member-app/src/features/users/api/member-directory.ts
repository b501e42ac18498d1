import type { Language } from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useQuery } from '@coach/kit/query';

export type DirectoryQuery = {
  page: string;
  pageSize: string;
  search: string;
  sort: string;
  language?: Language | undefined;
  badgeId?: string | undefined;
};

/** `GET /api/accounts/accountsprofiledetail`: a page of active members' public profiles. */
export function useMemberDirectory(query: DirectoryQuery) {
  return useQuery({
    queryKey: ['member-directory', query],
    queryFn: () =>
      unwrap(
        api.api.accounts.accountsprofiledetail.$get({
          query: {
            ...query,
            sort: query.sort as 'name',
            ...(query.language ? { language: query.language } : {}),
            ...(query.badgeId ? { badgeId: query.badgeId } : {}),
          },
        }),
      ),
    // The previous page stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/accountbadges`: every badge, lowest range first, for the badge filter. */
export function useBadges() {
  return useQuery({
    queryKey: ['badges', 'all'],
    queryFn: () => unwrap(api.api.accountbadges.$get({ query: { pageSize: '100', sort: 'lower' } })),
    staleTime: 5 * 60_000,
  });
}
