import { fullNameOf } from '../accounts/domain/account.ts';
import { badgeForScore } from '../badges/domain/badge.ts';
import { noInput } from '../contracts/common.ts';
import { memberDashboardSchema } from '../contracts/dashboards.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

export const getMemberDashboard = defineUseCase({
  name: 'dashboards.member',
  summary: "The member's dashboard: score, badge, projects and membership",
  access: 'dashboard.member',
  input: noInput,
  output: memberDashboardSchema,
  errors: [],
  async run({ ctx }) {
    const { account } = assertSignedIn(ctx.actor);
    const badge = badgeForScore(await ctx.repositories.badges.list(), account.score);
    return {
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
      score: account.score,
      badge: badge ? { accountBadgeId: badge.id, nameTr: badge.nameTr, nameEn: badge.nameEn } : null,
      // Projects arrive with the matching issue; until then no project can exist, so both are 0.
      activeProjectCount: 0,
      totalProjectCount: 0,
      subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    };
  },
});
