import { recordAudit } from '../audit/record-audit.ts';
import { membershipPackageSchema, updateMembershipPackageInputSchema } from '../contracts/packages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { membershipPackageView, packageEntity } from './package-view.ts';

/**
 * Changes a package for the future. Orders keep the period and price they were bought at, and
 * memberships already bought keep their end dates; a changed coach level applies to the package's
 * holders from now on, as the administrator intends.
 */
export const updateMembershipPackage = defineUseCase({
  name: 'packages.update',
  summary: 'Change a membership package; orders keep what was bought',
  access: 'packages.write',
  input: updateMembershipPackageInputSchema,
  output: membershipPackageSchema,
  errors: ['recordNotFound', 'nameTaken'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { membershipPackageId, ...changes } = input;
    return ctx.unitOfWork.run(async (tx) => {
      const before = await tx.repositories.membershipPackages.findByIdForUpdate(membershipPackageId);
      if (!before) throw new DomainError('recordNotFound');
      const after = await tx.repositories.membershipPackages.update(membershipPackageId, changes);
      if (!after) throw new DomainError('recordNotFound');
      await recordAudit(tx, ctx, {
        action: 'packages.update',
        entityType: packageEntity,
        entityId: membershipPackageId,
        before,
        after,
      });
      return membershipPackageView(after);
    });
  },
});
