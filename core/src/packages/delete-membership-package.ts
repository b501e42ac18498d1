import { recordAudit } from '../audit/record-audit.ts';
import { deletedMembershipPackageSchema, deleteMembershipPackageInputSchema } from '../contracts/packages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { packageEntity } from './package-view.ts';

/**
 * Deletes a package nothing refers to. One that orders, checkouts or members' accounts name is
 * retired instead (the issue: "a package that has orders is retired, not erased"): it leaves the
 * shop, and every record that names it still reads. Retiring a retired package changes nothing.
 */
export const deleteMembershipPackage = defineUseCase({
  name: 'packages.delete',
  summary: 'Delete a membership package, or retire it when orders, checkouts or members refer to it',
  access: 'packages.write',
  input: deleteMembershipPackageInputSchema,
  output: deletedMembershipPackageSchema,
  errors: ['recordNotFound'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    const { membershipPackageId } = input;
    return ctx.unitOfWork.run(async (tx) => {
      const packages = tx.repositories.membershipPackages;
      const found = await packages.findByIdForUpdate(membershipPackageId);
      if (!found) throw new DomainError('recordNotFound');
      // The row lock makes a purchase that starts now wait, so "unreferenced" stays true until we delete.
      const outcome = (await packages.isReferenced(membershipPackageId)) ? 'retired' : 'deleted';
      if (outcome === 'deleted') await packages.delete(membershipPackageId);
      else if (found.retiredAt === null) await packages.retire(membershipPackageId, ctx.clock.now());
      await recordAudit(tx, ctx, {
        action: outcome === 'deleted' ? 'packages.delete' : 'packages.retire',
        entityType: packageEntity,
        entityId: membershipPackageId,
        before: found,
      });
      return { membershipPackageId, outcome };
    });
  },
});
