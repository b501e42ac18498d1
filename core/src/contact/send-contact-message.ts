import { type AccountListItem, fullNameOf, normalizeEmail } from '../accounts/domain/account.ts';
import { noOutput } from '../contracts/common.ts';
import { contactFormInputSchema } from '../contracts/contact.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { contactMessagesPerAddress, contactMessagesPerEmail } from './domain/contact-limits.ts';

/** Administrators who can act on a message: active and not locked. */
async function administratorsToTell(ctx: UseCaseContext): Promise<AccountListItem[]> {
  const administrators: AccountListItem[] = [];
  const pageSize = 200;
  for (let offset = 0; ; offset += pageSize) {
    const { items } = await ctx.repositories.accounts.search({
      search: '',
      role: 'Administrator',
      status: 'active',
      sort: { key: 'createdAt', descending: false },
      offset,
      limit: pageSize,
    });
    administrators.push(...items.filter((account) => !account.isLocked));
    if (items.length < pageSize) return administrators;
  }
}

/** 429 / 4040 once the e-mail or the client address used up its messages; otherwise counts this one. */
async function countMessage(ctx: UseCaseContext, email: string): Promise<void> {
  const address = ctx.clientAddress;
  const retryAfterSeconds = Math.max(
    await ctx.rateLimiter.retryAfterSeconds(contactMessagesPerEmail, email),
    address ? await ctx.rateLimiter.retryAfterSeconds(contactMessagesPerAddress, address) : 0,
  );
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await ctx.rateLimiter.penalize(contactMessagesPerEmail, email);
  if (address) await ctx.rateLimiter.penalize(contactMessagesPerAddress, address);
}

/**
 * The public contact form: the message is stored for the administrators' inbox and mailed to every
 * active administrator, each in their own language, through the outbox of the same transaction.
 * Limited per e-mail address and per client address (counted in PostgreSQL, so across instances).
 * A filled honeypot field marks a robot: it gets the same answer, and nothing is stored or sent.
 */
export const sendContactMessage = defineUseCase({
  name: 'contact.send',
  summary: 'Send a message through the contact form; administrators are mailed',
  access: 'public',
  input: contactFormInputSchema,
  output: noOutput,
  errors: ['tooManyRequests'],
  async run({ ctx, input }) {
    const email = normalizeEmail(input.email);
    await countMessage(ctx, email);
    if (input.website.trim() !== '') return null;

    const administrators = await administratorsToTell(ctx);
    const now = ctx.clock.now();
    const senderName = `${input.name.trim()} ${input.surname.trim()}`;
    await ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.contactMessages.insert({
        name: input.name.trim(),
        surname: input.surname.trim(),
        email,
        message: input.message,
        language: input.language,
        clientAddress: ctx.clientAddress ?? null,
        createdAt: now,
      });
      for (const administrator of administrators) {
        await repositories.outbox.enqueue({
          template: 'contactMessage',
          data: {
            recipientName: fullNameOf(administrator),
            senderName,
            senderEmail: email,
            message: input.message,
            senderLanguage: input.language,
            sentAt: now.toISOString(),
          },
          recipient: administrator.email,
          language: administrator.language,
          createdAt: now,
        });
      }
    });
    return null;
  },
});
