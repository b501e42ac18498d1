import { confirmSession } from '@coach/core/coaching/confirm-session';
import { disputeSession } from '@coach/core/coaching/dispute-session';
import { exportCoachingLog } from '@coach/core/coaching/export-coaching-log';
import { getCoachingLog } from '@coach/core/coaching/get-coaching-log';
import { getMemberCoachingHours } from '@coach/core/coaching/get-member-coaching-hours';
import { listMembersNearThreshold } from '@coach/core/coaching/list-members-near-threshold';
import { listProjectSessions } from '@coach/core/coaching/list-project-sessions';
import { logSession } from '@coach/core/coaching/log-session';
import { removeSession } from '@coach/core/coaching/remove-session';
import { updateCoachingPreferences } from '@coach/core/coaching/update-coaching-preferences';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Coaching hours (issue 9, ADR 0022): the session log of a project, kept by its two partners; the
 * member's own coaching log (figures, download as .xlsx or .csv, preferences); and the
 * administrators' view of a member's hours and of the members close to a credential. The fixed
 * paths under `/coachinglog/` come before `/coachinglog/{accountId}`, which would take them.
 */
export function coachingRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/projectsessions', listProjectSessions))
    .openapi(...endpoint('post', '/projectsessions', logSession))
    .openapi(...endpoint('post', '/projectsessions/confirm', confirmSession))
    .openapi(...endpoint('post', '/projectsessions/dispute', disputeSession))
    .openapi(...endpoint('delete', '/projectsessions', removeSession))
    .openapi(...endpoint('get', '/coachinglog', getCoachingLog))
    .openapi(...endpoint('get', '/coachinglog/download', exportCoachingLog))
    .openapi(...endpoint('put', '/coachinglog/preferences', updateCoachingPreferences))
    .openapi(...endpoint('get', '/coachinglog/nearthreshold', listMembersNearThreshold))
    .openapi(...endpoint('get', '/coachinglog/{accountId}', getMemberCoachingHours));
}
