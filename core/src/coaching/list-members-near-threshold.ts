import {
  type MemberNearThreshold,
  membersNearThresholdSchema,
  nearThresholdHours,
} from '../contracts/coaching.ts';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { thresholdsNear } from './domain/coaching-summary.ts';
import { hoursOf } from './domain/hour-entry.ts';

const byMissingHoursThenName = (a: MemberNearThreshold, b: MemberNearThreshold) =>
  a.missingHours - b.missingHours ||
  `${a.name} ${a.surname}`.localeCompare(`${b.name} ${b.surname}`, 'tr') ||
  a.accountId.localeCompare(b.accountId) ||
  a.credential.localeCompare(b.credential);

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
    const members = await ctx.repositories.coachingHours.listCoachedHours();
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
