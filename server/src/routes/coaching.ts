import {
  confirmSession,
  disputeSession,
  exportCoachingLog,
  getCoachingLog,
  getMemberCoachingHours,
  listMembersNearThreshold,
  listProjectSessions,
  logSession,
  removeSession,
  updateCoachingPreferences,
} from '@coach/core';
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
