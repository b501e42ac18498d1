import type {
  IdentityProviderId,
  IdentityProviderInfo,
  IdentityProviders,
  ProviderIdentity,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';

/**
 * What the provider says about the person who comes back with a code, as a test decides it: who
 * they are, or that it refuses the code (`refused`, 4073) or cannot be reached (`unreachable`).
 */
export type ScriptedIdentity = ProviderIdentity | { readonly refused: true } | { readonly unreachable: true };

export interface ScriptedIdentityProviders extends IdentityProviders {
  /** From now on these providers are enabled, in this order (none until a test offers some). */
  offer(providers: readonly IdentityProviderInfo[]): void;
  /** What `identify` answers for `code`; a code nobody scripted is refused, as a forged one. */
  script(code: string, outcome: ScriptedIdentity): void;
  /**
   * `provider` cannot be reached from now on: a trip to it cannot start (4075), as when the generic
   * provider's discovery document does not come.
   */
  cutOff(provider: IdentityProviderId): void;
}

/**
 * Identity providers for the front-end API (ADR 0023, 0046): no network and no ID token. The
 * authorization address is a made-up provider page carrying the flow's `state`, and `identify`
 * answers the identity the test scripted for the code, so the server's own start, callback and
 * ticket rules run between the two.
 */
export function createScriptedIdentityProviders(): ScriptedIdentityProviders {
  let offered: readonly IdentityProviderInfo[] = [];
  const outcomes = new Map<string, ScriptedIdentity>();
  const unreachable = new Set<IdentityProviderId>();

  function enabledOne(provider: IdentityProviderId): IdentityProviderInfo {
    const info = offered.find((one) => one.provider === provider);
    if (!info) throw new DomainError('identityProviderNotEnabled');
    return info;
  }

  return {
    enabled: () => offered,

    async authorizationUrl(provider, { state }) {
      const { label } = enabledOne(provider);
      if (unreachable.has(provider))
        throw new DomainError('identityProviderUnavailable', { provider: label });
      const url = new URL(`https://${provider}.identity.test/authorize`);
      url.searchParams.set('state', state);
      return url.href;
    },

    async identify(provider, { code }) {
      const { label } = enabledOne(provider);
      const outcome = outcomes.get(code);
      outcomes.delete(code);
      if (!outcome || 'refused' in outcome)
        throw new DomainError('identityProviderRefused', { provider: label });
      if ('unreachable' in outcome) throw new DomainError('identityProviderUnavailable', { provider: label });
      return { ...outcome };
    },

    offer(providers) {
      offered = [...providers];
    },
    script(code, outcome) {
      outcomes.set(code, outcome);
    },
    cutOff(provider) {
      unreachable.add(provider);
    },
  };
}
