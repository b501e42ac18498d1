import { noOutput } from '../contracts/common.ts';
import { accountDeletionConfirmInputSchema } from '../contracts/personal-data.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { isAccountTokenUsable } from './domain/account-token.ts';
import { selfDeletingRoles } from './domain/deletion-limits.ts';
import { eraseAccount } from './domain/erase-account.ts';

/**
 * "Delete my account", second step: the link of the mail `accounts.requestDeletion` sent. It works
 * once, for an hour, under its row lock (two tabs delete once). The account is erased as an
 * administrator's deletion erases it (ADR 0030: anonymised when others' records need it), every
 * session ends with it, and the page that called says it is done. Public: the mail may be opened
 * on another device; the password was checked when the link was asked for.
 */
export const confirmAccountDeletion = defineUseCase({
  name: 'accounts.confirmDeletion',
  summary: 'Delete your account with the single-use link sent by mail',
  access: 'public',
  input: accountDeletionConfirmInputSchema,
  output: noOutput,
  errors: ['deletionLinkInvalid', 'staffCannotDeleteOwnAccount'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    const tokenHash = ctx.tokenGenerator.hash(input.token);
    await ctx.unitOfWork.run(async (tx) => {
      const { accountTokens, accounts, sessions } = tx.repositories;
      const now = ctx.clock.now();
      const token = await accountTokens.findForUpdate(tokenHash);
      if (token?.purpose !== 'delete_account' || !isAccountTokenUsable(token, now)) {
        throw new DomainError('deletionLinkInvalid');
      }
      const account = await accounts.findByIdForUpdate(token.accountId);
      if (!account) throw new DomainError('deletionLinkInvalid');
      // An administrator may have made the member staff since the link was sent.
      if (!selfDeletingRoles.includes(account.accountRoleType)) {
        throw new DomainError('staffCannotDeleteOwnAccount');
      }
      await accountTokens.markUsed(token.id, now);
      await sessions.revokeAllOfAccount(account.id, now);
      await eraseAccount(tx, ctx, account, { reason: 'deletedByMember' });
    });
    return null;
  },
});
