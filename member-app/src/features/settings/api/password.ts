import { api, unwrap, useMutation } from '@coach/kit/query';

export type ChangePasswordInput = Parameters<typeof api.api.accounts.changepassword.$post>[0]['json'];

/** `POST /api/accounts/changepassword`: the current password is checked; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      unwrap(api.api.accounts.changepassword.$post({ json: input })),
  });
}

/**
 * `POST /api/accounts/forgotpassword` with the account's own address: an account that joined
 * through a sign-in service has no password to type, so its first one is set from a mailed link.
 */
export function useRequestPasswordLink() {
  return useMutation({
    mutationFn: (input: { email: string; language: 'tr' | 'en' }) =>
      unwrap(api.api.accounts.forgotpassword.$post({ json: input })),
  });
}
