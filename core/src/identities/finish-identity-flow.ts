import { z } from 'zod';
import { type Account, normalizeEmail } from '../accounts/domain/account.ts';
import { isSignInLocked, type SignInAttemptState } from '../accounts/domain/sign-in-attempts.ts';
import { signInBlocker } from '../accounts/domain/sign-in-blocker.ts';
import { signInFailuresPerAddress } from '../accounts/domain/sign-in-limits.ts';
import { identityProviderSchema } from '../contracts/identities.ts';
import { defaultLanguage, languageSchema } from '../contracts/language.ts';
import type { CatalogueKey } from '../errors/catalogue.ts';
import { isDomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { IdentityFlow, ProviderIdentity } from './domain/identity-flow.ts';
import { providerLabel } from './enabled-providers.ts';
import { type IdentityTicketDraft, issueIdentityTicket, refusalProvider } from './identity-tickets.ts';
import { linkIdentity } from './link-identity.ts';

/**
 * The callback's query as the route reads it, with the browser binding from its cookie. Nothing
 * here is validated beyond being text: whatever arrives, the callback answers with a ticket.
 */
export const finishIdentityFlowInputSchema = z.object({
  /** The provider in the callback's path, which must be the flow's. */
  provider: z.string(),
  state: z.string().optional(),
  code: z.string().optional(),
  /** The provider's refusal (`access_denied` when the person cancelled). */
  error: z.string().optional(),
  browserBinding: z.string().optional(),
});
export type FinishIdentityFlowInput = z.input<typeof finishIdentityFlowInputSchema>;

/** Where the route sends the browser: the page, in its language, with the ticket to redeem. */
export const finishedIdentityFlowSchema = z.object({
  ticket: z.string(),
  page: z.enum(['login', 'settings']),
  language: languageSchema,
});
export type FinishedIdentityFlow = z.infer<typeof finishedIdentityFlowSchema>;

type Reply = Omit<FinishedIdentityFlow, 'ticket'>;

/** A callback that cannot be tied to a flow returns to the Turkish login page. */
const unknownFlowReply: Reply = { page: 'login', language: defaultLanguage };

/**
 * The provider's callback (ADR 0023). It never fails with a catalogue error: every outcome, a
 * refusal too, becomes a ticket the returning page redeems, so the page explains it in its own
 * language. The flow is taken (deleted) by the hash of `state`, so a state works once; it must be
 * live, of the path's provider, and started in this browser (the binding cookie).
 *
 * Signing in obeys the password sign-in's rules: the per-address failure limit comes first, and a
 * wrong state or a code the provider refuses counts as a failure; a linked account meets the lock
 * of its e-mail from this address and the passive, locked and unverified checks, with the same codes.
 * An identity not linked yet is never linked by its e-mail alone: nobody takes over an account
 * through an address the provider did not verify, and even a verified one needs the account's
 * password once (`linkWithPassword`).
 */
export const finishIdentityFlow = defineUseCase({
  name: 'auth.finishIdentityFlow',
  summary: "The provider's callback: decide the outcome and answer the ticket of the page to return to",
  access: 'public',
  input: finishIdentityFlowInputSchema,
  output: finishedIdentityFlowSchema,
  errors: [],
  async run({ ctx, input }) {
    const pathProvider = identityProviderSchema.safeParse(input.provider).data;
    const address = ctx.clientAddress;
    const retryAfterSeconds = address
      ? await ctx.rateLimiter.retryAfterSeconds(signInFailuresPerAddress, address)
      : 0;
    if (retryAfterSeconds > 0) {
      return answer(ctx, unknownFlowReply, refusal(pathProvider, 'tooManyRequests', { retryAfterSeconds }));
    }

    const flow = input.state ? await takeFlow(ctx, input.state) : null;
    if (!flow || !belongsHere(ctx, flow, input)) {
      await penalize(ctx);
      return answer(
        ctx,
        flow ? replyOf(flow) : unknownFlowReply,
        refusal(flow?.provider ?? pathProvider, 'identityFlowExpired'),
      );
    }
    const reply = replyOf(flow);
    const named = { provider: providerLabel(ctx, flow.provider) };
    if (input.error !== undefined || !input.code) {
      return answer(ctx, reply, refusal(flow.provider, 'identityProviderRefused', named));
    }

    let identity: ProviderIdentity;
    try {
      identity = await ctx.identityProviders.identify(flow.provider, {
        code: input.code,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // A replayed or forged code looks like this: it counts against the address like a wrong
      // password. A provider that cannot be reached is nobody's failure, and counts for nothing.
      if (error.key === 'identityProviderRefused') await penalize(ctx);
      return answer(ctx, reply, refusal(flow.provider, error.key, named));
    }
    if (flow.intent === 'link') return linkToAccount(ctx, flow, identity, reply);
    return answer(ctx, reply, await signInDecision(ctx, flow, identity));
  },
});

async function takeFlow(ctx: UseCaseContext, state: string): Promise<IdentityFlow | null> {
  const stateHash = ctx.tokenGenerator.hash(state);
  return ctx.unitOfWork.run(({ repositories }) => repositories.identityFlows.takeFlow(stateHash));
}

/** Live, of the path's provider, and back in the browser that started it. */
function belongsHere(
  ctx: UseCaseContext,
  flow: IdentityFlow,
  input: z.output<typeof finishIdentityFlowInputSchema>,
): boolean {
  return (
    flow.expiresAt.getTime() > ctx.clock.now().getTime() &&
    flow.provider === input.provider &&
    input.browserBinding !== undefined &&
    ctx.tokenGenerator.hash(input.browserBinding) === flow.browserBindingHash
  );
}

function replyOf(flow: IdentityFlow): Reply {
  return { page: flow.intent === 'link' ? 'settings' : 'login', language: flow.language };
}

function refusal(
  provider: IdentityFlow['provider'] | undefined,
  key: CatalogueKey,
  data?: Record<string, unknown>,
): IdentityTicketDraft {
  return { kind: 'refused', provider: refusalProvider(provider), refusal: data ? { key, data } : { key } };
}

async function answer(
  ctx: UseCaseContext,
  reply: Reply,
  draft: IdentityTicketDraft,
): Promise<FinishedIdentityFlow> {
  const ticket = await ctx.unitOfWork.run((tx) => issueIdentityTicket(tx, ctx, draft));
  return { ticket, ...reply };
}

async function penalize(ctx: UseCaseContext): Promise<void> {
  if (ctx.clientAddress) await ctx.rateLimiter.penalize(signInFailuresPerAddress, ctx.clientAddress);
}

/** Intent `link`: the account that started the flow in its settings gets the provider account. */
async function linkToAccount(
  ctx: UseCaseContext,
  flow: IdentityFlow,
  identity: ProviderIdentity,
  reply: Reply,
): Promise<FinishedIdentityFlow> {
  try {
    const ticket = await ctx.unitOfWork.run(async (tx) => {
      // The flow is deleted with its account, so an account is there; read in the transaction all the same.
      const account = flow.accountId ? await tx.repositories.accounts.findById(flow.accountId) : null;
      if (!account) return issueIdentityTicket(tx, ctx, refusal(flow.provider, 'identityFlowExpired'));
      await linkIdentity(tx, ctx, account, flow.provider, identity);
      return issueIdentityTicket(tx, ctx, { kind: 'linked', provider: flow.provider, accountId: account.id });
    });
    return { ticket, ...reply };
  } catch (error) {
    // identityLinkedElsewhere, providerAlreadyLinked: the link rolled back; the page tells why.
    if (!isDomainError(error)) throw error;
    return answer(ctx, reply, refusal(flow.provider, error.key, error.data));
  }
}

/** Intent `signIn`: the linked account, or the account of the verified e-mail, or a registration. */
async function signInDecision(
  ctx: UseCaseContext,
  flow: IdentityFlow,
  identity: ProviderIdentity,
): Promise<IdentityTicketDraft> {
  const { provider } = flow;
  const linked = await ctx.repositories.externalIdentities.findByProviderSubject(provider, identity.subject);
  const linkedAccount = linked ? await ctx.repositories.accounts.findById(linked.accountId) : null;
  if (linkedAccount) return admitLinked(ctx, flow, linkedAccount);

  if (!identity.email || !identity.emailVerified) {
    return refusal(provider, 'providerEmailNotVerified', { provider: providerLabel(ctx, provider) });
  }
  const owner = await ctx.repositories.accounts.findByEmail(normalizeEmail(identity.email));
  if (owner) return { kind: 'linkWithPassword', provider, accountId: owner.id, identity };
  return { kind: 'register', provider, identity };
}

/**
 * A linked account signs in unless its e-mail is locked from this address (five wrong passwords)
 * or it is passive, locked or unverified: the provider is another way in, not a way around.
 */
async function admitLinked(
  ctx: UseCaseContext,
  flow: IdentityFlow,
  account: Account,
): Promise<IdentityTicketDraft> {
  const now = ctx.clock.now();
  const series = await ctx.unitOfWork.run(({ repositories }) =>
    repositories.signInThrottles.lockSeries(account.email, ctx.clientAddress),
  );
  const lockedForSeconds = secondsLocked(series, now);
  if (lockedForSeconds > 0) {
    return refusal(flow.provider, 'tooManySignInAttempts', { retryAfterSeconds: lockedForSeconds });
  }
  const blocker = signInBlocker(account);
  if (blocker) return refusal(flow.provider, blocker);
  return { kind: 'signIn', provider: flow.provider, accountId: account.id };
}

function secondsLocked(series: SignInAttemptState, now: Date): number {
  if (!isSignInLocked(series, now) || !series.signInLockedUntil) return 0;
  return Math.ceil((series.signInLockedUntil.getTime() - now.getTime()) / 1000);
}
