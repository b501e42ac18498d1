import type { Language } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

/**
 * `POST /api/auth/verifyemail` with the mail's token, asked once when the page opens. The answer
 * is kept for the visit: the link works once, so opening the page again in the same visit (a
 * language switch) shows the same success instead of asking with a used token.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => unwrap(api.api.auth.verifyemail.$post({ json: { token } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * `POST /api/auth/resendverification`: a new link to the address, if it belongs to an account
 * that still needs one. The answer is the same either way; only too many requests (4040) differ.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: (input: { email: string; language: Language }) =>
      unwrap(api.api.auth.resendverification.$post({ json: input })),
  });
}
