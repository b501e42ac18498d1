import { recordAudit } from '../audit/record-audit.ts';
import { createMembershipPackageInputSchema, membershipPackageSchema } from '../contracts/packages.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { membershipPackageView, packageEntity } from './package-view.ts';

/** Puts a new package on sale. Its code is unique (4005 with `field: code`). */
export const createMembershipPackage = defineUseCase({
  name: 'packages.create',
  summary: 'Add a membership package (on sale at once)',
  access: 'packages.write',
  input: createMembershipPackageInputSchema,
  output: membershipPackageSchema,
  errors: ['nameTaken'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    return ctx.unitOfWork.run(async (tx) => {
      const created = await tx.repositories.membershipPackages.insert(input);
      await recordAudit(tx, ctx, {
        action: 'packages.create',
        entityType: packageEntity,
        entityId: created.id,
        after: created,
      });
      return membershipPackageView(created);
    });
  },
});
