import type { Project, Repositories } from '@coach/core';

const dayMs = 86_400_000;

/**
 * An open project between two members, written as a matching run writes it: a request of each,
 * the project (15 weeks from `startedAt`), the requests marked matched. For tests that need a
 * project in a given state of time without running the matching.
 */
export async function insertMatchedProject(
  repositories: Repositories,
  pair: { readonly coachId: string; readonly coacheeId: string; readonly startedAt: Date },
): Promise<Project> {
  const { coachId, coacheeId, startedAt } = pair;
  const ask = async (accountId: string, role: 'coach' | 'coachee') => {
    const request = await repositories.projectRequests.insert({
      accountId,
      role,
      languages: ['tr'],
      createdAt: new Date(startedAt.getTime() - dayMs),
    });
    if (!request) throw new Error('an open request exists already');
    return request;
  };
  const coachRequest = await ask(coachId, 'coach');
  const coacheeRequest = await ask(coacheeId, 'coachee');
  const [created] = await repositories.projects.insertMany([
    {
      coachAccountId: coachId,
      coacheeAccountId: coacheeId,
      coachRequestId: coachRequest.id,
      coacheeRequestId: coacheeRequest.id,
      language: 'tr',
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 105 * dayMs),
      matchedByAccountId: null,
      overrideReason: null,
    },
  ]);
  if (!created) throw new Error('the project was not written');
  await repositories.projectRequests.markMatched(
    [
      { requestId: coachRequest.id, projectId: created.id },
      { requestId: coacheeRequest.id, projectId: created.id },
    ],
    startedAt,
  );
  return created;
}
