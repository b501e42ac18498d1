import type { IdentityProviderId } from '@coach/core/contracts';
import type { Lang } from '@coach/kit';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { IdentityProviderId, SignInMethods } from '@coach/core/contracts';

export const signInMethodsKey = ['sign-in-methods'] as const;

/** `GET /api/auth/identities`: whether a password is set, what is linked and what could be. */
export function useSignInMethods() {
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: () => unwrap(api.api.auth.identities.$get()),
  });
}

/**
 * `POST /api/auth/oauth/start` with the intent to link (the bearer token says to which account):
 * answers the provider's page to send the browser to. The provider sends it back to the settings
 * in `language`.
 */
export function useStartLinking() {
  return useMutation({
    mutationFn: ({ provider, language }: { provider: IdentityProviderId; language: Lang }) =>
      unwrap(api.api.auth.oauth.start.$post({ json: { provider, intent: 'link', language } })),
  });
}

/**
 * `POST /api/auth/oauth/ticket`: what the trip to the provider ended in. The ticket works once,
 * so the caller sends it once. The list is asked for again whatever the answer.
 */
export function useRedeemLinkTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: string) => unwrap(api.api.auth.oauth.ticket.$post({ json: { ticket } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKey }),
  });
}

/**
 * `POST /api/auth/identities/unlink`. The list is asked for again either way: a refusal (the last
 * way in) means the list shown here was out of date.
 */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: IdentityProviderId) =>
      unwrap(api.api.auth.identities.unlink.$post({ json: { provider } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsKey }),
  });
}
