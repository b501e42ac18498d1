import { signInMethodsSchema, unlinkIdentityInputSchema } from '../contracts/identities.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditIdentity } from './identity-audit.ts';
import { signInMethodsOf } from './sign-in-methods.ts';

/**
 * Unlinks a provider from the signed-in account, as long as another way in remains: a password, or
 * another linked provider that is enabled here (one no longer configured lets nobody in). The
 * account's row lock comes first, so two unlinks in parallel of an account's last two providers
 * run one after the other, and the second finds it would remove the last way in.
 */
export const unlinkIdentity = defineUseCase({
  name: 'auth.unlinkIdentity',
  summary: 'Unlink a provider from the signed-in account, unless it is the last way in',
  access: 'signedIn',
  input: unlinkIdentityInputSchema,
  output: signInMethodsSchema,
  errors: ['recordNotFound', 'lastSignInMethod'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const enabled = new Set(ctx.identityProviders.enabled().map((info) => info.provider));
    return ctx.unitOfWork.run(async (tx) => {
      const { repositories } = tx;
      const account = await repositories.accounts.findByIdForUpdate(accountId);
      if (!account) throw new DomainError('unauthorized');
      const linked = await repositories.externalIdentities.listOfAccount(accountId);
      const identity = linked.find((candidate) => candidate.provider === input.provider);
      if (!identity) throw new DomainError('recordNotFound');
      const remaining = linked.filter((candidate) => candidate !== identity);
      const otherWayIn =
        account.passwordHash !== null || remaining.some((candidate) => enabled.has(candidate.provider));
      if (!otherWayIn) throw new DomainError('lastSignInMethod');
      await repositories.externalIdentities.unlink(accountId, input.provider);
      await auditIdentity(tx, ctx, account, 'auth.unlinkIdentity', identity);
      return signInMethodsOf(ctx, account, remaining);
    });
  },
});
