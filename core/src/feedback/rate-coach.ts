import { noOutput } from '../contracts/common.ts';
import { rateCoachInputSchema } from '../contracts/competency-ratings.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { isCompletedProject } from './given-ratings.ts';

/**
 * The coachee rates the coach on the eight ICF core competencies (ADR 0058): after a session they
 * confirmed, or once the project was completed; once each. A rating never moves points, and the
 * coach reads it only among at least `minimumRatingsShown` others, without a name.
 */
export const rateCoach = defineUseCase({
  name: 'coaching.rateCoach',
  summary: 'Rate your coach on the ICF core competencies after a confirmed session or a completed project',
  access: 'projects.own',
  input: rateCoachInputSchema,
  output: noOutput,
  errors: ['recordNotFound', 'competencyAlreadyRated', 'competencyRatingNotOpen'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    await ctx.unitOfWork.run(async ({ repositories }) => {
      const project = await repositories.projects.findById(input.projectId);
      // Only the coachee rates; anyone else is told the project does not exist.
      if (project?.coacheeAccountId !== accountId) throw new DomainError('recordNotFound');
      if (input.projectSessionId === undefined) {
        if (!isCompletedProject(project)) throw new DomainError('competencyRatingNotOpen');
      } else {
        const session = await repositories.projectSessions.findById(input.projectSessionId);
        if (session?.projectId !== project.id) throw new DomainError('recordNotFound');
        if (session.state !== 'confirmed') throw new DomainError('competencyRatingNotOpen');
      }
      const stored = await repositories.competencyRatings.insert({
        projectId: project.id,
        projectSessionId: input.projectSessionId ?? null,
        coachAccountId: project.coachAccountId,
        coacheeAccountId: accountId,
        scores: input.scores,
        note: input.note ? input.note : null,
        createdAt: now,
      });
      if (!stored) throw new DomainError('competencyAlreadyRated');
    });
    return null;
  },
});
