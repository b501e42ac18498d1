import { parseSort } from '../contracts/common.ts';
import {
  type PendingAssignment,
  pendingAssignmentPageSchema,
  pendingAssignmentQuerySchema,
  type pendingAssignmentSortKeys,
} from '../contracts/projects.ts';
import type { PendingAssignmentRecord } from '../ports/project-request-repository.ts';
import { defineUseCase } from '../shared/use-case.ts';

type PendingAssignmentSortKey = (typeof pendingAssignmentSortKeys)[number];

function pendingAssignmentView(record: PendingAssignmentRecord): PendingAssignment {
  const { request } = record;
  return {
    requestId: request.id,
    accountId: request.accountId,
    name: record.name,
    surname: record.surname,
    email: record.email,
    role: request.role,
    languages: [...request.languages],
    score: record.score,
    requestedAt: request.createdAt.toISOString(),
    coachRequestCount: record.coachRequestCount,
    coacheeRequestCount: record.coacheeRequestCount,
    lastSkip:
      request.lastSkipReason && request.lastSkipAt
        ? { reason: request.lastSkipReason, at: request.lastSkipAt.toISOString() }
        : null,
  };
}

/** The administrators' list of open requests, to pair by hand or to see why a run passed one over. */
export const listPendingAssignments = defineUseCase({
  name: 'projectRequests.listPending',
  summary: 'Open requests with their members, searched, filtered by side, sorted and paged',
  access: 'matching.run',
  input: pendingAssignmentQuerySchema,
  output: pendingAssignmentPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.projectRequests.searchOpen({
      role: input.role,
      search: input.search,
      // The cast only narrows what listQuerySchema's typing widens; the schema admits no other value.
      sort: parseSort<PendingAssignmentSortKey>(input.sort as `${'' | '-'}${PendingAssignmentSortKey}`),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(pendingAssignmentView), total, page: input.page, pageSize: input.pageSize };
  },
});
