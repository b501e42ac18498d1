import { api, unwrap, useQuery } from '@coach/kit/query';

/**
 * `GET /api/membershippackages?includeRetired=true`: every package, for the membership of an
 * account — one may hold a package that has since been taken off sale.
 */
export function useMembershipPackages() {
  return useQuery({
    queryKey: ['membership-packages', 'with-retired'],
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: { includeRetired: 'true' } })),
    staleTime: 5 * 60_000,
  });
}
