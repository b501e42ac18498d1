import type {
  Language,
  ProjectRequest,
  ProjectRequestState,
  ProjectRole,
  UnmatchedReason,
} from '@coach/core';
import type { projectRequests } from '../schema/projects.ts';

// Role, state, languages and skip reason are narrowed by the table's CHECK constraints (and the
// skip reason is only ever written from `UnmatchedReason`): the casts only restate them.
// The recorded wait is the reports' own (ADR 0051), not part of the request.
export function toRequest({
  matchWaitWorkingDays: _reportsOwn,
  ...row
}: typeof projectRequests.$inferSelect): ProjectRequest {
  return {
    ...row,
    role: row.role as ProjectRole,
    state: row.state as ProjectRequestState,
    languages: row.languages as Language[],
    lastSkipReason: row.lastSkipReason as UnmatchedReason | null,
  };
}
