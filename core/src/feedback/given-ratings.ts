import { givenRatingsQuerySchema, givenRatingsSchema } from '../contracts/competency-ratings.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { Project } from '../projects/domain/project.ts';
import { isInProject } from '../projects/project-view.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** A project that ended with its coaching done: completed, in any of the three ways. */
export function isCompletedProject(project: Pick<Project, 'state'>): boolean {
  return project.state.startsWith('completed_');
}

/** What the coachee of a project rated and may still rate; the coach learns only that they may not. */
export const listGivenRatings = defineUseCase({
  name: 'coaching.listGivenRatings',
  summary: 'What you rated in one of your projects, and what you may still rate',
  access: 'projects.own',
  input: givenRatingsQuerySchema,
  output: givenRatingsSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const project = await ctx.repositories.projects.findById(input.projectId);
    if (!project || !isInProject(project, accountId)) throw new DomainError('recordNotFound');
    const none = {
      projectId: project.id,
      canRate: false,
      sessionsToRate: [],
      ratedSessions: [],
      projectEndToRate: false,
      projectEndRated: false,
    };
    if (project.coacheeAccountId !== accountId) return none;
    const [ratings, sessions] = await Promise.all([
      ctx.repositories.competencyRatings.listOfProject(project.id),
      ctx.repositories.projectSessions.listOfProject(project.id),
    ]);
    const rated = new Set(ratings.flatMap((rating) => rating.projectSessionId ?? []));
    const projectEndRated = ratings.some((rating) => rating.projectSessionId === null);
    const confirmed = sessions
      .filter((session) => session.state === 'confirmed')
      .map((session) => session.id);
    return {
      ...none,
      canRate: true,
      sessionsToRate: confirmed.filter((id) => !rated.has(id)),
      ratedSessions: confirmed.filter((id) => rated.has(id)),
      projectEndToRate: isCompletedProject(project) && !projectEndRated,
      projectEndRated,
    };
  },
});
