import { localDateOf } from '../calendar/zoned-time.ts';
import { coachingPreferencesInputSchema, coachingPreferencesSchema } from '../contracts/coaching.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { sessionTimeZone } from './domain/session-rules.ts';

/** No coach training of a member of the programme began before this day. */
export const earliestTrainingStart = '1990-01-01';

/**
 * The training start counts hours from a day that has come: a start in the future would hide
 * every hour coached so far, so it is refused like any out-of-range date.
 */
function trainingStartRefusal(trainingStartedOn: string | null, today: string): DomainError | null {
  if (
    trainingStartedOn === null ||
    (trainingStartedOn >= earliestTrainingStart && trainingStartedOn <= today)
  )
    return null;
  return new DomainError('validationFailed', {
    fields: {
      trainingStartedOn: {
        key: 'dateOutOfRange',
        params: { earliest: earliestTrainingStart, latest: today },
      },
    },
  });
}

/**
 * Saves the member's choices for the coaching log: the start of their coach-specific training
 * (hours before it leave the log and the progress) and whether their coaches see their e-mail: on
 * the projects page and in the match mail (ADR 0033), and as a client's contact in their logs.
 * Both are sent every time; the answer is what was saved.
 */
export const updateCoachingPreferences = defineUseCase({
  name: 'coaching.updatePreferences',
  summary: 'Saves your training start and whether your coaches see your e-mail (projects, their logs)',
  access: 'projects.own',
  input: coachingPreferencesInputSchema,
  output: coachingPreferencesSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const refused = trainingStartRefusal(input.trainingStartedOn, localDateOf(now, sessionTimeZone));
    if (refused) throw refused;
    return ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.coachingHours.savePreferences(
        accountId,
        {
          trainingStartedOn: input.trainingStartedOn,
          shareEmailWithCoaches: input.shareEmailWithCoaches,
          shareNameWithCoaches: input.shareNameWithCoaches,
        },
        now,
      );
      return repositories.coachingHours.findPreferences(accountId);
    });
  },
});
