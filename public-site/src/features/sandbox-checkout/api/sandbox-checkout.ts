import type { SandboxPayInput } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** `GET /api/payment/sandbox/{token}`: who is paid, for what and how much, and where to return. */
export function useSandboxCheckout(token: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', token],
    queryFn: () => unwrap(api.api.payment.sandbox[':token'].$get({ param: { token } })),
    retry: false,
  });
}

/**
 * `POST /api/payment/sandbox/{token}/pay`: the test card decides the outcome. 4034 names the
 * fields (an expired card: `expiry`); 409 when the checkout is closed (paid, failed or expired).
 */
export function useSandboxPay(token: string) {
  return useMutation({
    mutationFn: (card: SandboxPayInput) =>
      unwrap(api.api.payment.sandbox[':token'].pay.$post({ param: { token }, json: card })),
  });
}
