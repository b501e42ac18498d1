import { noInput } from '../contracts/common.ts';
import { competencyReportSchema } from '../contracts/competency-ratings.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { averagesFromSums } from './domain/competency-rating.ts';

/**
 * The programme's averages on the ICF core competencies, for administrators (ADR 0058): how many
 * ratings, of how many coaches, and the mean of each competency. No notes and no names. Summed by
 * the store in one aggregate, whatever the number of ratings.
 */
export const getCompetencyReport = defineUseCase({
  name: 'reports.competencies',
  summary: "The programme's averages on the ICF core competencies",
  access: 'reports.read',
  input: noInput,
  output: competencyReportSchema,
  errors: [],
  async run({ ctx }) {
    const { ratingCount, coachCount, sums } = await ctx.repositories.competencyRatings.programmeTotals();
    return {
      ratingCount,
      coachCount,
      averages: averagesFromSums(sums, ratingCount),
      generatedAt: ctx.clock.now().toISOString(),
    };
  },
});
