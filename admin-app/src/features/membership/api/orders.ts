import type { OrderView } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { OrderView };

export const orderKeys = {
  all: ['orders'] as const,
  of: (accountId: string) => ['orders', accountId] as const,
};

/** `GET /api/accounts/accountorderhistory?accountId=`: an account's orders, newest first (`orders.read`). */
export function useOrderHistory(accountId: string) {
  return useQuery({
    queryKey: orderKeys.of(accountId),
    queryFn: () => unwrap(api.api.accounts.accountorderhistory.$get({ query: { accountId } })),
    retry: false,
  });
}

type GrantInput = { accountId: string; membershipPackageId: string; note: string };

/**
 * `POST /api/orders/grant`: a manual order. The account is asked again as well (every `accounts`
 * query: its profile shows the new end date), and so are its orders.
 */
export function useGrantMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantInput) => unwrap(api.api.orders.grant.$post({ json: input })),
    onSettled: (_granted, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.of(input.accountId) }),
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
      ]),
  });
}
