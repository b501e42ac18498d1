import type { IdentityProviderId, Language } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

export const identityProviderKeys = { enabled: ['auth', 'identity-providers'] as const };

/**
 * `GET /api/auth/providers`: the providers this server has a client ID and secret for, each with
 * the name its button shows. Configuration, so it changes only with a restart of the server.
 */
export function useIdentityProviders() {
  return useQuery({
    queryKey: identityProviderKeys.enabled,
    queryFn: () => unwrap(api.api.auth.providers.$get()),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/**
 * `POST /api/auth/oauth/start` to sign in (or join): answers the provider's sign-in page to send
 * the browser to. The server also sets the cookie that ties the answer to this browser.
 * Refusals: 4072 provider not enabled, 4075 provider unreachable.
 */
export function useStartIdentityFlow() {
  return useMutation({
    mutationFn: ({ provider, language }: { provider: IdentityProviderId; language: Language }) =>
      unwrap(api.api.auth.oauth.start.$post({ json: { provider, intent: 'signIn', language } })),
  });
}
