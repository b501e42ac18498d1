import { api, unwrap, useQuery } from '@coach/kit/query';

/** `GET /api/accounts/accountprofiledetail/{id}`: another member's public profile. */
export function usePublicProfile(accountId: string) {
  return useQuery({
    queryKey: ['public-profile', accountId],
    queryFn: () => unwrap(api.api.accounts.accountprofiledetail[':id'].$get({ param: { id: accountId } })),
    // A missing member is an answer to show, not a failure to retry.
    retry: false,
  });
}
