import { api, unwrap, useQuery } from '@coach/kit/query';

/** `GET /api/accounts/{id}`: the account as the back office sees it (e-mail, identity, access, membership). */
export function useAccount(accountId: string) {
  return useQuery({
    queryKey: ['accounts', 'one', accountId],
    queryFn: () => unwrap(api.api.accounts[':id'].$get({ param: { id: accountId } })),
    retry: false,
  });
}

/** `GET /api/accounts/accountprofiledetail/{id}`: what members see of it (photo, about, place names, badge). */
export function usePublicProfile(accountId: string) {
  return useQuery({
    queryKey: ['public-profile', accountId],
    queryFn: () => unwrap(api.api.accounts.accountprofiledetail[':id'].$get({ param: { id: accountId } })),
    retry: false,
  });
}
