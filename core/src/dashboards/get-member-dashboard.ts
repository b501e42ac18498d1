import { fullNameOf } from '../accounts/domain/account.ts';
import { can } from '../accounts/domain/permissions.ts';
import { badgeReference } from '../badges/domain/badge.ts';
import { coachingSummaryOf } from '../coaching/get-coaching-log.ts';
import type { CoachingNeed } from '../contracts/coaching-needs.ts';
import { noInput } from '../contracts/common.ts';
import { type DashboardCoaching, memberDashboardSchema, type ProofStatus } from '../contracts/dashboards.ts';
import type { ReadRepositories } from '../ports/repositories.ts';
import { coachingNeeds } from '../projects/domain/eligibility.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** The newest proof decides: after a rejection the member's new upload is what counts. */
async function proofStatusOf(repositories: ReadRepositories, accountId: string): Promise<ProofStatus> {
  const [newest] = await repositories.accountFiles.listOfAccount(accountId);
  if (!newest) return { state: 'none', rejectionReason: null, uploadedAt: null, reviewedAt: null };
  return {
    state: newest.state,
    rejectionReason: newest.rejectionReason,
    uploadedAt: newest.createdAt.toISOString(),
    reviewedAt: newest.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The coaching log's figures the dashboard shows (the same computation as the log, so they never
 * disagree), for those who take part in projects; the dashboard needs no call of its own for them.
 */
async function coachingOf(ctx: UseCaseContext, accountId: string): Promise<DashboardCoaching> {
  const { summary } = await coachingSummaryOf(ctx, accountId);
  const next = summary.progress.find((one) => !one.achieved) ?? summary.progress.at(-1) ?? null;
  return { hours: summary.totals.hours, next };
}

/** What coaching still needs, from the facts and settings a coach request is checked against. */
async function coachingNeedsOf(ctx: UseCaseContext, accountId: string): Promise<CoachingNeed[]> {
  const now = ctx.clock.now();
  const [eligibility, settings] = await Promise.all([
    ctx.repositories.projectRequests.eligibilityOf([accountId], now),
    ctx.repositories.settings.get(),
  ]);
  const facts = eligibility.get(accountId);
  return facts ? coachingNeeds(facts, settings, now) : [];
}

export const getMemberDashboard = defineUseCase({
  name: 'dashboards.member',
  summary:
    "The member's dashboard: score, badge, session hours, projects, proof of education, membership and coaching hours",
  access: 'dashboard.member',
  input: noInput,
  output: memberDashboardSchema,
  errors: [],
  async run({ ctx }) {
    const { account, role } = assertSignedIn(ctx.actor);
    const { badges, dashboards } = ctx.repositories;
    const takesPart = can(role, 'projects.own');
    const [badgeList, hours, proof, projects, coaching, needs] = await Promise.all([
      badges.list(),
      dashboards.sessionHours(account.id),
      proofStatusOf(ctx.repositories, account.id),
      // Counted by the database: a busy member has hundreds of projects, whose details are not needed here.
      ctx.repositories.projects.countOfAccount(account.id),
      takesPart ? coachingOf(ctx, account.id) : null,
      takesPart ? coachingNeedsOf(ctx, account.id) : null,
    ]);
    return {
      fullName: fullNameOf(account),
      accountRoleType: account.accountRoleType,
      score: account.score,
      badge: badgeReference(badgeList, account.score),
      hoursCoached: hours.coached,
      hoursReceived: hours.received,
      projects,
      activeProjectCount: projects.openAsCoach + projects.openAsCoachee,
      totalProjectCount: projects.totalAsCoach + projects.totalAsCoachee,
      proof,
      subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
      coaching,
      coachingNeeds: needs,
    };
  },
});
