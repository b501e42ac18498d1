import type { Lang } from '@coach/kit';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

export const checkoutKeys = { result: (token: string) => ['payment', 'checkout', token] as const };

/**
 * `POST /api/payment/retrieve`: the checkout's outcome. Idempotent on the server (asking again
 * creates nothing), so it is asked once each time the page opens and again only when the visitor
 * refreshes a pending payment. A refusal (unknown token) is an answer, not a hiccup to retry.
 */
export function useCheckoutResult(token: string) {
  return useQuery({
    queryKey: checkoutKeys.result(token),
    queryFn: () => unwrap(api.api.payment.retrieve.$post({ json: { token } })),
    staleTime: 0,
    retry: false,
  });
}

/**
 * `POST /api/payment/retry`: a new checkout for the same account after a failure, for the same
 * package or the one chosen instead.
 */
export function useRetryCheckout() {
  return useMutation({
    mutationFn: (json: { token: string; membershipPackageId?: string; language?: Lang }) =>
      unwrap(api.api.payment.retry.$post({ json })),
  });
}

/** `GET /api/membershippackages`: the packages on sale, to try another one after a failure. */
export function usePackagesOnSale(enabled: boolean) {
  return useQuery({
    queryKey: ['membership-packages', 'on-sale'],
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: {} })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
