import { api, unwrap, useQuery } from '@coach/kit/query';

/** `GET /api/membershippackages`: the packages on sale, with their server-side prices. */
export function useMembershipPackages() {
  return useQuery({
    queryKey: ['membership-packages', 'on-sale'],
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: {} })),
  });
}
