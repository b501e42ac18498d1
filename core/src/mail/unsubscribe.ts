import { unsubscribeStateSchema, unsubscribeTokenSchema } from '../contracts/group-mail.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { maskEmail, parseUnsubscribeToken, sameKey } from './domain/group-audience.ts';

/** The account of an unsubscribe link, or `linkInvalid` when no account has that token. */
async function accountOfToken(ctx: UseCaseContext, token: string) {
  const parts = parseUnsubscribeToken(token);
  if (!parts) throw new DomainError('linkInvalid');
  const preferences = await ctx.repositories.groupMails.preferencesOf(parts.accountId);
  if (!preferences?.unsubscribeKey || !sameKey(preferences.unsubscribeKey, parts.key)) {
    throw new DomainError('linkInvalid');
  }
  const account = await ctx.repositories.accounts.findById(parts.accountId);
  if (!account) throw new DomainError('linkInvalid');
  return { accountId: parts.accountId, account, programmeNews: preferences.programmeNews };
}

/**
 * The unsubscribe page's question (RFC 8058: opening the link changes nothing): whose programme
 * news the link is for, and whether they still come.
 */
export const readUnsubscribe = defineUseCase({
  name: 'mail.readUnsubscribe',
  summary: 'Whose programme news an unsubscribe link stops, and whether they still come',
  access: 'public',
  input: unsubscribeTokenSchema,
  output: unsubscribeStateSchema,
  errors: ['linkInvalid'],
  async run({ ctx, input }) {
    const { account, programmeNews } = await accountOfToken(ctx, input.token);
    return { maskedEmail: maskEmail(account.email), programmeNews, language: account.language };
  },
});

/**
 * Unsubscribes from programme news by the link of a programme mail: the page's button, or the
 * mail client's one-click POST (RFC 8058). Doing it twice is harmless.
 */
export const unsubscribe = defineUseCase({
  name: 'mail.unsubscribe',
  summary: 'Turn programme news off by the unsubscribe link of a programme mail (one click)',
  access: 'public',
  input: unsubscribeTokenSchema.meta({ id: 'UnsubscribeInput' }),
  output: unsubscribeStateSchema,
  errors: ['linkInvalid'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId, account } = await accountOfToken(ctx, input.token);
    await ctx.unitOfWork.run((tx) =>
      tx.repositories.groupMails.setProgrammeNews(accountId, false, ctx.clock.now()),
    );
    return { maskedEmail: maskEmail(account.email), programmeNews: false, language: account.language };
  },
});
