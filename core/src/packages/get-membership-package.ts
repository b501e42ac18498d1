import { membershipPackageIdInputSchema, membershipPackageSchema } from '../contracts/packages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { membershipPackageView } from './package-view.ts';

/** One package, retired or not: a link from an old order or a bookmarked price page still reads. */
export const getMembershipPackage = defineUseCase({
  name: 'packages.get',
  summary: 'One membership package by its id',
  access: 'public',
  input: membershipPackageIdInputSchema,
  output: membershipPackageSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const found = await ctx.repositories.membershipPackages.findById(input.id);
    if (!found) throw new DomainError('recordNotFound');
    return membershipPackageView(found);
  },
});
