import { answerSessionProposal } from '@coach/core/planning/answer-session-proposal';
import {
  getCalendarFeed,
  readCalendarFeed,
  renewCalendarFeed,
  revokeCalendarFeed,
} from '@coach/core/planning/calendar-feed';
import { cancelScheduledSession } from '@coach/core/planning/cancel-scheduled-session';
import { getProjectPlan } from '@coach/core/planning/get-project-plan';
import { listUpcomingSessions } from '@coach/core/planning/list-upcoming-sessions';
import { proposeSessionTimes } from '@coach/core/planning/propose-session-times';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Sessions in the calendar (issue 32, ADR 0056): a project's proposals and scheduled sessions, the
 * member's upcoming sessions, and their private calendar feed. `GET /calendar/{feed}` is the feed
 * itself (`{token}.ics`), read by calendar apps without signing in: the token is the key.
 */
export function sessionPlanRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/sessionplans', getProjectPlan))
    .openapi(...endpoint('post', '/sessionplans/proposals', proposeSessionTimes))
    .openapi(...endpoint('post', '/sessionplans/proposals/answer', answerSessionProposal))
    .openapi(...endpoint('post', '/sessionplans/cancel', cancelScheduledSession))
    .openapi(...endpoint('get', '/sessionplans/upcoming', listUpcomingSessions))
    .openapi(...endpoint('get', '/calendarfeed', getCalendarFeed))
    .openapi(...endpoint('post', '/calendarfeed', renewCalendarFeed))
    .openapi(...endpoint('delete', '/calendarfeed', revokeCalendarFeed))
    .openapi(...endpoint('get', '/calendar/{feed}', readCalendarFeed));
}
