import { startIdentityFlowInputSchema } from '../contracts/identities.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { identityFlowMinutes } from './domain/identity-flow.ts';
import { identityFlowStartsPerAddress } from './domain/identity-limits.ts';
import { enabledProvider } from './enabled-providers.ts';
import { startedIdentityFlowSchema } from './started-identity-flow.ts';

/** RFC 7636 §4.1: a PKCE code verifier is 43 to 128 unreserved characters. */
const pkceVerifier = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * `auth/oauth/start` (ADR 0023): stores a flow of ten minutes and answers the provider's address,
 * with a browser binding the route sets as a cookie. The state and the binding are kept only as
 * hashes; the PKCE verifier and the nonce stay on the server. Linking needs a signed-in account,
 * and one that has no account of this provider yet: refused now rather than after the trip.
 */
export const startIdentityFlow = defineUseCase({
  name: 'auth.startIdentityFlow',
  summary: "Start signing in with (or linking) a provider; answers the provider's sign-in address",
  access: 'public',
  input: startIdentityFlowInputSchema,
  output: startedIdentityFlowSchema,
  errors: [
    'unauthorized',
    'identityProviderNotEnabled',
    'providerAlreadyLinked',
    'identityProviderUnavailable',
    'tooManyRequests',
  ],
  async run({ ctx, input }) {
    const { provider, label } = enabledProvider(ctx, input.provider);
    let accountId: string | null = null;
    if (input.intent === 'link') {
      accountId = assertSignedIn(ctx.actor).accountId;
      const linked = await ctx.repositories.externalIdentities.listOfAccount(accountId);
      if (linked.some((identity) => identity.provider === provider)) {
        throw new DomainError('providerAlreadyLinked', { provider: label });
      }
    }
    await countStart(ctx);

    const state = ctx.tokenGenerator.generate();
    const browserBinding = ctx.tokenGenerator.generate();
    const codeVerifier = ctx.tokenGenerator.generate().token;
    const nonce = ctx.tokenGenerator.generate().token;
    if (!pkceVerifier.test(codeVerifier)) throw new Error('The token generator makes no valid PKCE verifier');

    // Asked first, outside the transaction: the generic issuer's discovery document may take a while.
    const authorizationUrl = await ctx.identityProviders.authorizationUrl(provider, {
      state: state.token,
      codeVerifier,
      nonce,
    });
    const now = ctx.clock.now();
    await ctx.unitOfWork.run(({ repositories }) =>
      repositories.identityFlows.saveFlow({
        stateHash: state.hash,
        browserBindingHash: browserBinding.hash,
        provider,
        intent: input.intent,
        accountId,
        codeVerifier,
        nonce,
        language: input.language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + identityFlowMinutes * 60_000),
      }),
    );
    return { authorizationUrl, browserBinding: browserBinding.token };
  },
});

/** 429 / 4040 past the starts one client address may make (identity-limits.ts). */
async function countStart(ctx: UseCaseContext): Promise<void> {
  const address = ctx.clientAddress;
  if (!address) return;
  const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(identityFlowStartsPerAddress, address);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await ctx.rateLimiter.penalize(identityFlowStartsPerAddress, address);
}
