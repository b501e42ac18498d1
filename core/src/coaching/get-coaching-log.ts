import { localDateOf } from '../calendar/zoned-time.ts';
import { coachingLogSchema } from '../contracts/coaching.ts';
import { noInput } from '../contracts/common.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { type CoachingSummary, summariseCoaching } from './domain/coaching-summary.ts';
import type { CoachingPreferencesRecord } from './domain/project-session.ts';
import { sessionTimeZone } from './domain/session-rules.ts';

/** A member's coaching figures as of today, with the choices they were worked out with. */
export interface CoachingSummaryOfMember {
  readonly preferences: CoachingPreferencesRecord;
  readonly summary: CoachingSummary;
  /** Today on Istanbul's calendar: the day the 18-month window ends. */
  readonly today: string;
}

/**
 * Reads a member's hour entries and choices and sums them up for today. The member's log, its
 * export and the administrators' view all start here, so they can never disagree.
 */
export async function coachingSummaryOf(
  ctx: UseCaseContext,
  accountId: string,
): Promise<CoachingSummaryOfMember> {
  const [entries, preferences] = await Promise.all([
    ctx.repositories.coachingHours.listHourEntries(accountId),
    ctx.repositories.coachingHours.findPreferences(accountId),
  ]);
  const today = localDateOf(ctx.clock.now(), sessionTimeZone);
  return { preferences, summary: summariseCoaching(entries, preferences.trainingStartedOn, today), today };
}

/**
 * The signed-in member's coaching log: one row per client, the paid / pro bono split, the
 * progress towards ACC and PCC, and the cumulative hours for the chart (ADR 0022).
 */
export const getCoachingLog = defineUseCase({
  name: 'coaching.getLog',
  summary: 'Your coaching log: clients, hours (paid and pro bono), progress towards a credential',
  access: 'projects.own',
  input: noInput,
  output: coachingLogSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const { preferences, summary, today } = await coachingSummaryOf(ctx, accountId);
    return {
      trainingStartedOn: preferences.trainingStartedOn,
      shareEmailWithCoaches: preferences.shareEmailWithCoaches,
      shareNameWithCoaches: preferences.shareNameWithCoaches,
      rows: [...summary.rows],
      totals: summary.totals,
      progress: [...summary.progress],
      series: [...summary.series],
      asOf: today,
    };
  },
});
