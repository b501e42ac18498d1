import { api, unwrap } from '@coach/kit';
import { useMutation } from '@tanstack/react-query';

export type ChangePasswordInput = Parameters<typeof api.api.accounts.changepassword.$post>[0]['json'];

/** `POST /api/accounts/changepassword`: the current password is checked; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      unwrap(api.api.accounts.changepassword.$post({ json: input })),
  });
}
