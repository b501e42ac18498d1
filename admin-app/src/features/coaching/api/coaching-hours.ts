import type { MemberCoachingHours, MemberNearThreshold } from '@coach/core/contracts';
import { api, unwrap, useQuery } from '@coach/kit/query';

export type { MemberCoachingHours, MemberNearThreshold };

export const coachingHoursKeys = {
  all: ['coaching-hours'] as const,
  nearThreshold: ['coaching-hours', 'near-threshold'] as const,
  of: (accountId: string) => ['coaching-hours', 'member', accountId] as const,
};

/**
 * `GET /api/coachinglog/nearthreshold` (`coaching.readAny`): the members within a few hours below
 * a credential's hours, and how close "within" is (the server's rule, shown in the explanation).
 */
export function useMembersNearThreshold() {
  return useQuery({
    queryKey: coachingHoursKeys.nearThreshold,
    queryFn: () => unwrap(api.api.coachinglog.nearthreshold.$get()),
    retry: false,
  });
}

/** `GET /api/coachinglog/{accountId}` (`coaching.readAny`): one member's hours (404 for an unknown account). */
export function useMemberCoachingHours(accountId: string) {
  return useQuery({
    queryKey: coachingHoursKeys.of(accountId),
    queryFn: () => unwrap(api.api.coachinglog[':accountId'].$get({ param: { accountId } })),
    retry: false,
  });
}
