import type { IdentityProviderId, IdentityProviderInfo } from '@coach/core/contracts';

/** The brands' own names, for when the list of enabled providers has not come (yet). */
const brandNames: Record<IdentityProviderId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  linkedin: 'LinkedIn',
  // The server's default OIDC_LABEL; a configured name comes with the list.
  oidc: 'OpenID',
};

/** The name a provider goes by on this site: the server's label, else the brand's name. */
export function providerLabel(
  provider: IdentityProviderId,
  enabled: readonly IdentityProviderInfo[] | undefined,
): string {
  return enabled?.find((one) => one.provider === provider)?.label ?? brandNames[provider];
}
