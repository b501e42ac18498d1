import { noInput } from '../contracts/common.ts';
import { competencyReportSchema } from '../contracts/competency-ratings.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { averagesOf } from './domain/competency-rating.ts';

/**
 * The programme's averages on the ICF core competencies, for administrators (ADR 0058): how many
 * ratings, of how many coaches, and the mean of each competency. No notes and no names.
 */
export const getCompetencyReport = defineUseCase({
  name: 'reports.competencies',
  summary: "The programme's averages on the ICF core competencies",
  access: 'reports.read',
  input: noInput,
  output: competencyReportSchema,
  errors: [],
  async run({ ctx }) {
    const ratings = await ctx.repositories.competencyRatings.listScores();
    return {
      ratingCount: ratings.length,
      coachCount: new Set(ratings.map((rating) => rating.coachAccountId)).size,
      averages: averagesOf(ratings.map((rating) => rating.scores)),
      generatedAt: ctx.clock.now().toISOString(),
    };
  },
});
