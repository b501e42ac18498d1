import { fullNameOf } from '../accounts/domain/account.ts';
import { noInput } from '../contracts/common.ts';
import { adminDashboardSchema } from '../contracts/dashboards.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

export const getAdminDashboard = defineUseCase({
  name: 'dashboards.admin',
  summary: 'The administration dashboard: counts of members, packages and badges',
  access: 'dashboard.admin',
  input: noInput,
  output: adminDashboardSchema,
  errors: [],
  async run({ ctx }) {
    const { account } = assertSignedIn(ctx.actor);
    const { accounts, badges, membershipPackages } = ctx.repositories;
    const [members, packageCount, badgeCount] = await Promise.all([
      accounts.countMembers(ctx.clock.now()),
      membershipPackages.count(),
      badges.count(),
    ]);
    return {
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
      ...members,
      packageCount,
      badgeCount,
    };
  },
});
