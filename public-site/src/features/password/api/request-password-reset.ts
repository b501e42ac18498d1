import type { forgotPasswordInputSchema } from '@coach/core/contracts';
import { api, unwrap, useMutation } from '@coach/kit/query';
import type { z } from 'zod';

export type PasswordResetRequest = z.output<typeof forgotPasswordInputSchema>;

export function requestPasswordReset(input: PasswordResetRequest) {
  return unwrap(api.api.accounts.forgotpassword.$post({ json: input }));
}

/**
 * `POST /api/accounts/forgotpassword`: the server answers the same whether or not the address has
 * an account; only too many requests (4040) tell anything, and they say when to try again.
 */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
