import { accountViewSchema, updateAccountInputSchema } from '../contracts/account-admin.ts';
import { lacksIdentityDocument } from '../contracts/account-fields.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';
import { toAccountView } from './domain/account-view.ts';

/**
 * An administrator edits an account: names, role, phone, passport number, place, languages, mail
 * language, membership end and package. The e-mail address and the identity number never change (they are
 * not in the input). Fields left out stay as they are. An administrator cannot change the role of
 * their own account (4046).
 */
export const updateAccount = defineUseCase({
  name: 'accounts.update',
  summary: 'Edit an account (not its e-mail address or identity number)',
  access: 'accounts.write',
  input: updateAccountInputSchema,
  output: accountViewSchema,
  errors: ['userNotFound', 'cannotChangeOwnAccess'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId, ...changes } = input;
    // Read outside the unit of work: the location directory may load its data on first use.
    const current = await ctx.repositories.accounts.findById(accountId);
    if (!current) throw new DomainError('userNotFound');
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
      const before = await tx.repositories.accounts.findByIdForUpdate(accountId);
      if (!before) throw new DomainError('userNotFound');
      const role = changes.accountRoleType ?? before.accountRoleType;
      if (role !== before.accountRoleType) assertNotOwnAccount(ctx.actor, accountId);
      const passportNumber =
        changes.passportNumber === undefined ? before.passportNumber : changes.passportNumber;
      // A member keeps an identity document; the identity number cannot be added later, so a
      // member without one keeps a passport number.
      if (
        lacksIdentityDocument({
          accountRoleType: role,
          identityNumber: before.identityNumber,
          passportNumber,
        })
      ) {
        throw new DomainError('validationFailed', {
          fields: { passportNumber: { key: 'identityOrPassportRequired', params: {} } },
        });
      }
      const after = await tx.repositories.accounts.update(accountId, {
        name: changes.name?.trim(),
        surname: changes.surname?.trim(),
        accountRoleType: changes.accountRoleType,
        phone: changes.phone,
        passportNumber: changes.passportNumber,
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
      await auditAccountChange(tx, ctx, { action: 'accounts.update', entityId: accountId, before, after });
      return after;
    });
    return toAccountView(updated);
  },
});
