import type { AdjustPointsInput } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';
import { accountKeys } from './accounts.ts';

export const ledgerKeys = {
  all: ['ledger'] as const,
  of: (accountId: string) => ['ledger', accountId] as const,
};

/** `GET /api/ledger?accountId=`: a member's points entries, oldest first, and the balance they sum to. */
export function useLedger(accountId: string) {
  return useQuery({
    queryKey: ledgerKeys.of(accountId),
    queryFn: () => unwrap(api.api.ledger.$get({ query: { accountId } })),
    retry: false,
  });
}

/**
 * `POST /api/ledger/adjust` {accountId, delta, note}: an `admin_adjustment` entry. The account is
 * asked again too, so that every score shown of it (the profile, the accounts list) follows.
 */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustPointsInput) => unwrap(api.api.ledger.adjust.$post({ json: input })),
    onSettled: (_entry, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.of(input.accountId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
}
