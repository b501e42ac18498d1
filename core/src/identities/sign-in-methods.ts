import type { Account } from '../accounts/domain/account.ts';
import type { SignInMethods } from '../contracts/identities.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { ExternalIdentity } from './domain/external-identity.ts';

/** The settings' "sign-in methods": the password, the providers linked, and those that could be. */
export function signInMethodsOf(
  ctx: Pick<UseCaseContext, 'identityProviders'>,
  account: Pick<Account, 'passwordHash'>,
  linked: readonly ExternalIdentity[],
): SignInMethods {
  return {
    hasPassword: account.passwordHash !== null,
    linked: linked.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      linkedAt: identity.linkedAt.toISOString(),
      lastSignInAt: identity.lastSignInAt?.toISOString() ?? null,
    })),
    available: [...ctx.identityProviders.enabled()],
  };
}
