import type {
  BadgeSortKey,
  BadgeView,
  CreateBadgeInput,
  DeleteBadgeInput,
  UpdateBadgeInput,
} from '@coach/core/contracts';
import { badgeSortKeys } from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { BadgeView };

export const badgeKeys = {
  all: ['badges'] as const,
  page: (query: Record<string, string>) => ['badges', 'page', query] as const,
  everyBadge: ['badges', 'every'] as const,
};

type BadgeSort = `${'' | '-'}${BadgeSortKey}`;
const badgeSorts = new Set<string>(badgeSortKeys.flatMap((key) => [key, `-${key}`]));

/** A sort from the address the server takes, or the default one (a hand-edited address stays usable). */
export function badgeSortOf(sort: string): BadgeSort {
  return badgeSorts.has(sort) ? (sort as BadgeSort) : 'lower';
}

type ListQuery = { page: string; pageSize: string; search: string; sort: string };

/** `GET /api/accountbadges`: one page; the previous page stays shown while the next loads. */
export function useBadgePage(query: ListQuery) {
  const full = { ...query, sort: badgeSortOf(query.sort) };
  return useQuery({
    queryKey: badgeKeys.page(full),
    queryFn: () => unwrap(api.api.accountbadges.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every badge, lowest range first: the neighbours of a badge (who takes its scores when it goes)
 * and the first free score for a new one. A programme has a handful of badges, never 100.
 */
export function useEveryBadge() {
  return useQuery({
    queryKey: badgeKeys.everyBadge,
    queryFn: async () =>
      (
        await unwrap(
          api.api.accountbadges.$get({ query: { page: '1', pageSize: '100', sort: 'lower', search: '' } }),
        )
      ).items,
  });
}

function useBadgeMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Neighbours may have moved too: every badge list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
  });
}

/** `POST /api/accountbadges` */
export function useCreateBadge() {
  return useBadgeMutation((input: CreateBadgeInput) => unwrap(api.api.accountbadges.$post({ json: input })));
}

/** `PUT /api/accountbadges` */
export function useUpdateBadge() {
  return useBadgeMutation((input: UpdateBadgeInput) => unwrap(api.api.accountbadges.$put({ json: input })));
}

/** `DELETE /api/accountbadges` {accountBadgeId, giveRangeTo?} */
export function useDeleteBadge() {
  return useBadgeMutation((input: DeleteBadgeInput) =>
    unwrap(api.api.accountbadges.$delete({ json: input })),
  );
}
