import { accountExistsInputSchema, accountExistsSchema } from '../contracts/account-admin.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { normalizeEmail } from './domain/account.ts';
import { accountExistenceChecksPerAddress } from './domain/account-existence-limits.ts';

/**
 * `accounts/isexistaccount` is for the registration wizard: before the payment step it asks
 * whether the e-mail address or the identity number is already in use, so that nobody pays and
 * then fails on a duplicate. It must tell an outsider no more than that:
 * - the answer is one boolean; when both values are asked it does not say which one is taken
 *   (the wizard says "e-mail address or identity number already in use", as 4022 does);
 * - nothing about the account (name, status, role) ever comes back;
 * - every call counts against a budget per client address (429 / 4040 beyond it), whatever the
 *   answer, so the member list cannot be harvested by asking address after address.
 * Registration itself still refuses a duplicate (the unique indexes decide).
 */
export const checkAccountExists = defineUseCase({
  name: 'accounts.exists',
  summary: 'Whether an e-mail address or identity number is already in use (registration), as one boolean',
  access: 'public',
  input: accountExistsInputSchema,
  output: accountExistsSchema,
  errors: ['tooManyRequests'],
  async run({ ctx, input }) {
    const address = ctx.clientAddress;
    if (address) {
      const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(
        accountExistenceChecksPerAddress,
        address,
      );
      if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
      await ctx.rateLimiter.penalize(accountExistenceChecksPerAddress, address);
    }
    const { accounts } = ctx.repositories;
    const byEmail = input.email ? await accounts.findByEmail(normalizeEmail(input.email)) : null;
    const byIdentity = input.identityNumber
      ? await accounts.findByIdentityNumber(input.identityNumber)
      : null;
    return byEmail !== null || byIdentity !== null;
  },
});
