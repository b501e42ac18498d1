import type { LedgerView } from '@coach/core/contracts';
import { api, queryOptions, unwrap, useQuery } from '@coach/kit/query';

export const ledgerKeys = { own: ['ledger', 'own'] as const };

/** `GET /api/ledger`: the member's own points entries, each with the score after it. */
export const ownLedgerQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.own,
    queryFn: (): Promise<LedgerView> => unwrap(api.api.ledger.$get({ query: {} })),
  });

export function useOwnLedger({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownLedgerQuery(), enabled });
}
