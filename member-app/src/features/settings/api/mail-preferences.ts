import type { OptionalMailKind } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export const mailPreferencesKey = ['mail-preferences'] as const;

/** `GET /api/accounts/mailpreferences`: whether programme news come, and the kinds of mail switched off. */
export function useMailPreferences() {
  return useQuery({
    queryKey: mailPreferencesKey,
    queryFn: () => unwrap(api.api.accounts.mailpreferences.$get()),
  });
}

/** `POST /api/accounts/mailpreferences`. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: { programmeNews: boolean; switchedOff: OptionalMailKind[] }) =>
      unwrap(api.api.accounts.mailpreferences.$post({ json: preferences })),
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesKey, saved),
  });
}
