import { api, endLocalSession, unwrap, useMutation } from '@coach/kit/query';

/**
 * `POST /api/accounts/confirmdeletion` with the mail's token. The server ends every session of the
 * account; this browser forgets its own (token, cached answers), so nothing of the account stays
 * on the page that follows.
 */
export function useConfirmAccountDeletion() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.api.accounts.confirmdeletion.$post({ json: { token } })),
    onSuccess: () => endLocalSession(),
  });
}
