import { api, unwrap } from '@coach/kit';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/membershippackages`: the packages on offer, for the membership of an account. */
export function useMembershipPackages() {
  return useQuery({
    queryKey: ['membership-packages'],
    queryFn: () => unwrap(api.api.membershippackages.$get()),
    staleTime: 5 * 60_000,
  });
}
