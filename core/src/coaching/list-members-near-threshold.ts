import {
  type MemberNearThreshold,
  membersNearThresholdSchema,
  nearThresholdHours,
} from '../contracts/coaching.ts';
import { noInput } from '../contracts/common.ts';
import type { HalfHourRange } from '../ports/project-session-repository.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { thresholdsNear } from './domain/coaching-summary.ts';
import { credentialTargets } from './domain/credentials.ts';
import { halfHoursOf, hoursOf } from './domain/hour-entry.ts';

const byMissingHoursThenName = (a: MemberNearThreshold, b: MemberNearThreshold) =>
  a.missingHours - b.missingHours ||
  `${a.name} ${a.surname}`.localeCompare(`${b.name} ${b.surname}`, 'tr') ||
  a.accountId.localeCompare(b.accountId) ||
  a.credential.localeCompare(b.credential);

/**
 * The counted half hours that leave a member more than 0 and at most `withinHours` below one of
 * the credentials: only those members are read, not every member's total.
 */
export const nearThresholdRanges: readonly HalfHourRange[] = Object.values(credentialTargets).map(
  ({ hours }) => ({
    from: halfHoursOf(hours - nearThresholdHours),
    to: halfHoursOf(hours) - 1,
  }),
);

/**
 * Members within `nearThresholdHours` below a credential's hours (hours that count: after their
 * training start), closest first, so the office can congratulate them or help them over the line.
 * A member near two thresholds is listed once per credential.
 */
export const listMembersNearThreshold = defineUseCase({
  name: 'coaching.listNearThreshold',
  summary: 'Members a few coaching hours below a credential (ACC, PCC), closest first',
  access: 'coaching.readAny',
  input: noInput,
  output: membersNearThresholdSchema,
  errors: [],
  async run({ ctx }) {
    const members = await ctx.repositories.coachingHours.listCoachedHours(nearThresholdRanges);
    const items = members.flatMap((member) => {
      const hours = hoursOf(member.countedHalfHours);
      return thresholdsNear(hours, nearThresholdHours).map(
        ({ credential, missingHours }): MemberNearThreshold => ({
          accountId: member.accountId,
          name: member.name,
          surname: member.surname,
          email: member.email,
          credential,
          hours,
          missingHours,
        }),
      );
    });
    return { items: items.sort(byMissingHoursThenName), withinHours: nearThresholdHours };
  },
});
