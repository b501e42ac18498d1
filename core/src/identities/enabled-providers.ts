import type { IdentityProviderId, IdentityProviderInfo } from '../contracts/identities.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';

/** The provider as configured on this server; 404 / 4072 when it is not. */
export function enabledProvider(
  ctx: Pick<UseCaseContext, 'identityProviders'>,
  provider: IdentityProviderId,
): IdentityProviderInfo {
  const info = ctx.identityProviders.enabled().find((enabled) => enabled.provider === provider);
  if (!info) throw new DomainError('identityProviderNotEnabled');
  return info;
}

/**
 * The `{provider}` of a catalogue message: the button's name ("Google", OIDC_LABEL). A provider
 * linked once and no longer configured is still named, by its id.
 */
export function providerLabel(ctx: Pick<UseCaseContext, 'identityProviders'>, provider: IdentityProviderId) {
  return ctx.identityProviders.enabled().find((enabled) => enabled.provider === provider)?.label ?? provider;
}
