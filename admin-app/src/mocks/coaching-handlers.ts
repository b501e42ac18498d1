import { nearThresholdHours, type Permission } from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import { demoSalesman } from './account-fixtures.ts';
import { demoMemberCoachingHours, demoMembersNearThreshold } from './coaching-fixtures.ts';

// msw handlers for the administrators' coaching hours (the page of members near a threshold and the
// card on a profile), answering like the server: the envelope, 401 without a session, 403 without
// `coaching.readAny` (salesmen), 404 (4002 recordNotFound) for an account it does not know.

const people = [...demoAccounts, demoSalesman];

/** 401 or 403 like the server, or null when the caller may read any member's hours. */
function refused(request: Request, permission: Permission): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const caller = people.find((person) => person.token === token);
  if (!caller) return answer(request, 401, 'unauthorized');
  return caller.user.permissions.includes(permission) ? null : answer(request, 403, 'forbidden');
}

type CoachingHandlerOptions = {
  /** The members near a threshold (the demo's two by default; `[]` for the empty list). */
  nearThreshold?: readonly (typeof demoMembersNearThreshold)[number][];
};

/** Register them before the profile's handlers, like every handler of a path under `/api`. */
export function coachingHandlers({ nearThreshold = demoMembersNearThreshold }: CoachingHandlerOptions = {}) {
  return [
    // Before `coachinglog/:accountId`, which would take "nearthreshold" for an account (as on the server).
    http.get('*/api/coachinglog/nearthreshold', ({ request }) => {
      const denied = refused(request, 'coaching.readAny');
      if (denied) return denied;
      return answer(request, 200, 'done', { items: nearThreshold, withinHours: nearThresholdHours });
    }),
    http.get('*/api/coachinglog/:accountId', ({ request, params }) => {
      const denied = refused(request, 'coaching.readAny');
      if (denied) return denied;
      return params.accountId === demoMemberCoachingHours.accountId
        ? answer(request, 200, 'done', demoMemberCoachingHours)
        : answer(request, 404, 'recordNotFound');
    }),
  ];
}
