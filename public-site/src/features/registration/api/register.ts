import type { RegisterInput } from '@coach/core/contracts';
import { api, unwrap, useMutation } from '@coach/kit/query';

export function register(input: RegisterInput) {
  return unwrap(api.api.auth.register.$post({ json: input }));
}

/**
 * `POST /api/auth/register`: creates the (pending) account and its first checkout, and answers
 * where to pay. Refusals: 4006 e-mail taken, 4018 identity number used, 4034 fields, 4062/4002 the
 * package, 4064 the payment provider cannot be reached.
 */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
