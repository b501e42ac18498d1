import { api, unwrap, useMutation } from '@coach/kit/query';

export type SetPasswordRequest = { token: string; password: string };

export function setPassword(input: SetPasswordRequest) {
  return unwrap(api.api.accounts.setpassword.$post({ json: input }));
}

/**
 * `POST /api/accounts/setpassword`: uses the link's token once. 4042 when the link is unknown,
 * used or expired; 4034 naming `password` when the password is too easy to guess.
 */
export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
