import { fullNameOf } from '../accounts/domain/account.ts';
import { overdueCutoff, proofReviewWorkingDays, workingDayTimeZone } from '../calendar/working-days.ts';
import { noInput } from '../contracts/common.ts';
import { adminDashboardSchema } from '../contracts/dashboards.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { fillMonths, lastMonths, startOfMonth } from './sign-up-months.ts';

/** The sign-up chart covers this many months, the current one included. */
const signUpMonths = 12;

export const getAdminDashboard = defineUseCase({
  name: 'dashboards.admin',
  summary:
    'The administration dashboard: members by state, proofs waiting and overdue, sign-ups per month, open requests and projects, packages and badges',
  access: 'dashboard.admin',
  input: noInput,
  output: adminDashboardSchema,
  errors: [],
  async run({ ctx }) {
    const { account } = assertSignedIn(ctx.actor);
    const { accountFiles, badges, dashboards, membershipPackages } = ctx.repositories;
    const now = ctx.clock.now();
    const months = lastMonths(now, workingDayTimeZone, signUpMonths);
    const [members, waiting, overdue, signUps, packageCount, badgeCount, work] = await Promise.all([
      dashboards.membersByState(now),
      accountFiles.countPending(),
      // Pending since before the cutoff = more than 3 working days (weekends, Turkish holidays off).
      accountFiles.countPending(overdueCutoff(now, ctx.holidayCalendar)),
      dashboards.signUpsByMonth(startOfMonth(months[0] ?? '', workingDayTimeZone), workingDayTimeZone),
      membershipPackages.count(),
      badges.count(),
      dashboards.openWork(),
    ]);
    return {
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
      members,
      proofs: { waiting, overdue, reviewTargetWorkingDays: proofReviewWorkingDays },
      signUpsPerMonth: fillMonths(months, signUps),
      work,
      packageCount,
      badgeCount,
    };
  },
});
