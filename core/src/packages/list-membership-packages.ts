import { can } from '../accounts/domain/permissions.ts';
import { listMembershipPackagesInputSchema, membershipPackageListSchema } from '../contracts/packages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { newcomerCoachingNeeds } from '../projects/domain/eligibility.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { membershipPackageView } from './package-view.ts';

/**
 * The packages on offer, cheapest first: public, because visitors compare them before registering.
 * The back office (`packages.read`) may ask for the retired ones too, to manage them.
 */
export const listMembershipPackages = defineUseCase({
  name: 'packages.list',
  summary: 'The membership packages on sale, cheapest first; with includeRetired (back office) all of them',
  access: 'public',
  input: listMembershipPackagesInputSchema,
  output: membershipPackageListSchema,
  errors: ['unauthorized', 'forbidden'],
  async run({ ctx, input }) {
    const { membershipPackages, settings } = ctx.repositories;
    if (input.includeRetired) {
      const { actor } = ctx;
      const mayManage =
        actor.kind === 'system' || (actor.kind === 'account' && can(actor.role, 'packages.read'));
      if (!mayManage) throw new DomainError(actor.kind === 'account' ? 'forbidden' : 'unauthorized');
    }
    const [list, rules] = await Promise.all([
      input.includeRetired ? membershipPackages.list() : membershipPackages.listForSale(),
      settings.get(),
    ]);
    const now = ctx.clock.now();
    // Two answers at most: a package's needs depend on its level alone.
    const needsOf = (coachLevel: boolean) => newcomerCoachingNeeds(coachLevel, rules, now);
    const [coachNeeds, coacheeNeeds] = [needsOf(true), needsOf(false)];
    return list.map((found) => ({
      ...membershipPackageView(found),
      coachingNeeds: found.coachLevel ? coachNeeds : coacheeNeeds,
    }));
  },
});
