import {
  accountDeletionRequestedSchema,
  accountDeletionRequestInputSchema,
} from '../contracts/personal-data.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { issueAccountLink } from './account-link.ts';
import { countMailRequest } from './count-mail-request.ts';
import { fullNameOf } from './domain/account.ts';
import {
  deletionRequestsPerAddress,
  deletionRequestsPerEmail,
  selfDeletingRoles,
} from './domain/deletion-limits.ts';
import { signInFailuresPerEmail } from './domain/sign-in-limits.ts';

/**
 * "Delete my account", first step (KVKK art. 7): the member proves they know the password (an
 * account that signs in only through another service has none to give), then gets a single-use
 * link by mail; following it (`accounts.confirmDeletion`) deletes the account. Both are needed: a
 * session left open is not enough, and neither is a mailbox alone. A wrong password counts against
 * the e-mail's sign-in failures, as changing the password does, so nobody guesses at leisure.
 */
export const requestAccountDeletion = defineUseCase({
  name: 'accounts.requestDeletion',
  summary: 'Ask to delete your account: checks the password and mails a single-use confirmation link',
  access: 'signedIn',
  input: accountDeletionRequestInputSchema,
  output: accountDeletionRequestedSchema,
  errors: ['deletionPasswordWrong', 'staffCannotDeleteOwnAccount', 'tooManyRequests', 'serverBusy'],
  async run({ ctx, input }) {
    const { account } = assertSignedIn(ctx.actor);
    if (!selfDeletingRoles.includes(account.accountRoleType)) {
      throw new DomainError('staffCannotDeleteOwnAccount');
    }
    if (account.passwordHash !== null) {
      const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(
        signInFailuresPerEmail,
        account.email,
      );
      if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
      const password = input.password ?? '';
      const right =
        password !== '' &&
        (await ctx.passwordHasher.verify(account.passwordHash, password, { signal: ctx.signal }));
      if (!right) {
        await ctx.rateLimiter.penalize(signInFailuresPerEmail, account.email);
        throw new DomainError('deletionPasswordWrong');
      }
    }
    await countMailRequest(ctx, account.email, {
      perEmail: deletionRequestsPerEmail,
      perAddress: deletionRequestsPerAddress,
    });
    return ctx.unitOfWork.run(async (tx) => {
      const { token, lifetimeMinutes } = await issueAccountLink(tx, ctx, account.id, 'delete_account');
      await tx.repositories.outbox.enqueue({
        template: 'deleteAccount',
        data: { name: fullNameOf(account), token, expiresInMinutes: lifetimeMinutes },
        recipient: account.email,
        language: input.language,
        createdAt: ctx.clock.now(),
      });
      return { email: account.email, expiresInMinutes: lifetimeMinutes };
    });
  },
});
