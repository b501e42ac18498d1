import { confirmSession } from '@coach/core/coaching/confirm-session';
import { disputeSession } from '@coach/core/coaching/dispute-session';
import { downloadPublishedCoachingLog } from '@coach/core/coaching/download-published-coaching-log';
import { exportCoachingLog } from '@coach/core/coaching/export-coaching-log';
import { getCoachingLog } from '@coach/core/coaching/get-coaching-log';
import { getMemberCoachingHours } from '@coach/core/coaching/get-member-coaching-hours';
import { getPublishedCoachingLog } from '@coach/core/coaching/get-published-coaching-log';
import { listCoachingLogPublications } from '@coach/core/coaching/list-coaching-log-publications';
import { listMembersNearThreshold } from '@coach/core/coaching/list-members-near-threshold';
import { listProjectSessions } from '@coach/core/coaching/list-project-sessions';
import { logSession } from '@coach/core/coaching/log-session';
import { publishCoachingLog } from '@coach/core/coaching/publish-coaching-log';
import { removeSession } from '@coach/core/coaching/remove-session';
import { revokeCoachingLogPublication } from '@coach/core/coaching/revoke-coaching-log-publication';
import { updateCoachingPreferences } from '@coach/core/coaching/update-coaching-preferences';
import { verifyCoachingLog, verifyCoachingLogPdf } from '@coach/core/coaching/verify-coaching-log';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Coaching hours (issue 9, ADR 0022): the session log of a project, kept by its two partners; the
 * member's own coaching log (figures, download as .xlsx or .csv, preferences); and the
 * administrators' view of a member's hours and of the members close to a credential; the logs a
 * member publishes for an assessor, signed, and their public page, PDF and checks (ADR 0054). The fixed
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
    .openapi(...endpoint('get', '/coachinglog/publications', listCoachingLogPublications))
    .openapi(...endpoint('post', '/coachinglog/publications', publishCoachingLog))
    .openapi(...endpoint('delete', '/coachinglog/publications/{publicationId}', revokeCoachingLogPublication))
    .openapi(...endpoint('get', '/coachinglog/published/{publicationId}', getPublishedCoachingLog))
    .openapi(...endpoint('get', '/coachinglog/published/{publicationId}/pdf', downloadPublishedCoachingLog))
    .openapi(...endpoint('post', '/coachinglog/verify', verifyCoachingLog))
    .openapi(...endpoint('post', '/coachinglog/verify/pdf', verifyCoachingLogPdf))
    .openapi(...endpoint('get', '/coachinglog/{accountId}', getMemberCoachingHours));
}
