import { noInput } from '../contracts/common.ts';
import { membershipPackageListSchema } from '../contracts/packages.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { MembershipPackage } from './membership-package.ts';

export function membershipPackageView({ id, ...membershipPackage }: MembershipPackage) {
  return { membershipPackageId: id, ...membershipPackage };
}

/** The packages on offer, cheapest first: public, because visitors compare them before registering. */
export const listMembershipPackages = defineUseCase({
  name: 'packages.list',
  summary: 'The membership packages on offer, cheapest first',
  access: 'public',
  input: noInput,
  output: membershipPackageListSchema,
  errors: [],
  async run({ ctx }) {
    return (await ctx.repositories.membershipPackages.list()).map(membershipPackageView);
  },
});
