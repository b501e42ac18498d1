import { accountViewSchema, updateAccountInputSchema } from '../contracts/account-admin.ts';
import { lacksIdentityDocument } from '../contracts/account-fields.ts';
import { normalizeDocumentNumber } from '../contracts/person-fields.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { correctMembershipPeriods } from '../membership/correct-membership-periods.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import type { Account } from './domain/account.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';
import { toAccountView } from './domain/account-view.ts';
import { lockUnerasedAccount } from './domain/erase-account.ts';
import { backOfficeViewerOf } from './domain/personal-data-visibility.ts';

/**
 * An administrator edits an account: names, role, phone, place, languages, mail language,
 * membership end and package. The e-mail address never changes (it is not in the input); the
 * identity and passport numbers are fixed at registration: sent back as stored they pass, any
 * other value is refused (4089) and corrected with `accounts.correctIdentity` (ADR 0032). Fields
 * left out stay as they are. An administrator cannot change the role of their own account (4046).
 */
export const updateAccount = defineUseCase({
  name: 'accounts.update',
  summary: 'Edit an account (not its e-mail address, identity or passport number)',
  access: 'accounts.write',
  input: updateAccountInputSchema,
  output: accountViewSchema,
  errors: ['userNotFound', 'cannotChangeOwnAccess', 'identityNumberFixed'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId, identityNumber, passportNumber, ...changes } = input;
    // Read outside the unit of work: the location directory may load its data on first use.
    const current = await ctx.repositories.accounts.findById(accountId);
    if (!current) throw new DomainError('userNotFound');
    assertIdentityUnchanged(current, { identityNumber, passportNumber });
    const placeSent = [changes.countryCode, changes.stateCode, changes.city].some(
      (part) => part !== undefined,
    );
    const place = placeSent
      ? await resolvePlace(ctx.locations, {
          countryCode: changes.countryCode === undefined ? current.countryCode : changes.countryCode,
          stateCode: changes.stateCode === undefined ? current.stateCode : changes.stateCode,
          city: changes.city === undefined ? current.city : changes.city,
        })
      : {};

    if (
      changes.membershipPackageId &&
      !(await ctx.repositories.membershipPackages.findById(changes.membershipPackageId))
    ) {
      throw new DomainError('validationFailed', {
        fields: { membershipPackageId: { key: 'invalidChoice', params: {} } },
      });
    }

    const updated = await ctx.unitOfWork.run(async (tx) => {
      const before = await lockUnerasedAccount(tx, accountId);
      const role = changes.accountRoleType ?? before.accountRoleType;
      if (role !== before.accountRoleType) assertNotOwnAccount(ctx.actor, accountId);
      assertIdentityUnchanged(before, { identityNumber, passportNumber });
      // A member holds an identity document, and it cannot be added here: an account without one
      // does not become a member.
      if (lacksIdentityDocument({ ...before, accountRoleType: role })) {
        throw new DomainError('validationFailed', {
          fields: { accountRoleType: { key: 'identityOrPassportRequired', params: {} } },
        });
      }
      const after = await tx.repositories.accounts.update(accountId, {
        name: changes.name?.trim(),
        surname: changes.surname?.trim(),
        accountRoleType: changes.accountRoleType,
        phone: changes.phone,
        ...place,
        languages: changes.languages ? [...new Set(changes.languages)] : undefined,
        language: changes.language,
        subscriptionEndDate:
          typeof changes.subscriptionEndDate === 'string'
            ? new Date(changes.subscriptionEndDate)
            : changes.subscriptionEndDate,
        membershipPackageId: changes.membershipPackageId,
      });
      if (!after) throw new DomainError('userNotFound');
      // A hand-set end date or package edits the membership's last period (ADR 0031).
      await correctMembershipPeriods(tx, before, after, ctx.clock.now());
      await auditAccountChange(tx, ctx, { action: 'accounts.update', entityId: accountId, before, after });
      return after;
    });
    return toAccountView(updated, backOfficeViewerOf(ctx.actor));
  },
});

/**
 * 4089 when a number sent differs from the stored one; left out (undefined) says nothing. Both
 * sides are compared as stored: without spaces, upper-cased, blank as null.
 */
function assertIdentityUnchanged(
  account: Pick<Account, 'identityNumber' | 'passportNumber'>,
  sent: { identityNumber?: string | null | undefined; passportNumber?: string | null | undefined },
): void {
  for (const field of ['identityNumber', 'passportNumber'] as const) {
    const value = sent[field];
    if (value !== undefined && value !== normalizeDocumentNumber(account[field])) {
      throw new DomainError('identityNumberFixed', { field });
    }
  }
}
