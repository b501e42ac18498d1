import type { IdentityProviderId, Language } from '@coach/core/contracts';
import { runtimeConfig } from '@coach/kit';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

export const identityProviderKeys = { enabled: ['auth', 'identity-providers'] as const };

/**
 * The providers this server has a client ID and secret for, each with the name its button shows.
 * Configuration, so it changes only with a restart of the server: the page's runtime configuration
 * carries it, and the first render has it (the login page's buttons are in its pre-rendered HTML,
 * ADR 0039). `GET /api/auth/providers` answers the same where the page has no such block (a
 * remote on its own in dev).
 */
export function useIdentityProviders() {
  const configured = runtimeConfig().identityProviders;
  return useQuery({
    queryKey: identityProviderKeys.enabled,
    queryFn: () => unwrap(api.api.auth.providers.$get()),
    retry: false,
    ...(configured
      ? { initialData: configured, staleTime: Number.POSITIVE_INFINITY }
      : { staleTime: 10 * 60_000 }),
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
