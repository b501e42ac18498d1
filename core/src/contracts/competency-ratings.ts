import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr } from './fields.ts';

/**
 * Feedback on the ICF core competencies (issue 32, ADR 0058): a coachee rates the coach on the
 * eight competencies of ICF's 2019 model, 1 to 5 each, after a confirmed session or at the
 * project's end. Ratings never change points.
 */

/** The eight ICF core competencies (2019), in the model's order. */
export const competencies = [
  'ethicalPractice',
  'coachingMindset',
  'agreements',
  'trustAndSafety',
  'presence',
  'activeListening',
  'evokesAwareness',
  'clientGrowth',
] as const;
export type Competency = (typeof competencies)[number];

/** The fewest ratings a coach's page shows figures from: below it one client could be recognised. */
export const minimumRatingsShown = 3;

export const competencyScoreSchema = z
  .number({ error: requiredOr('invalidType') })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(5, { error: 'invalidValue' });

export const competencyScoresSchema = z
  .object(
    Object.fromEntries(competencies.map((key) => [key, competencyScoreSchema])) as {
      [K in Competency]: typeof competencyScoreSchema;
    },
  )
  .meta({ id: 'CompetencyScores' });
export type CompetencyScores = z.infer<typeof competencyScoresSchema>;

export const rateCoachInputSchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    /** The confirmed session rated; absent: the project as a whole, once it has ended. */
    projectSessionId: z.uuid({ error: 'invalidValue' }).optional(),
    scores: competencyScoresSchema,
    /** Shown to the coach without a name or a day. */
    note: z.string({ error: 'invalidType' }).trim().max(1000, { error: 'tooLong' }).optional(),
  })
  .meta({ id: 'RateCoachInput' });
export type RateCoachInput = z.input<typeof rateCoachInputSchema>;

export const givenRatingsQuerySchema = z
  .object({ projectId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'GivenRatingsQuery' });

/** What the coachee rated in a project, and what they still may. */
export const givenRatingsSchema = z
  .object({
    projectId: z.uuid(),
    /** Whether the reader is the project's coachee (only they rate). */
    canRate: z.boolean(),
    /** Confirmed sessions not rated yet. */
    sessionsToRate: z.array(z.uuid()),
    ratedSessions: z.array(z.uuid()),
    /** Whether the project has ended and was not rated as a whole yet. */
    projectEndToRate: z.boolean(),
    projectEndRated: z.boolean(),
  })
  .meta({ id: 'GivenRatings' });
export type GivenRatings = z.infer<typeof givenRatingsSchema>;

export const competencyAveragesSchema = z
  .object(
    Object.fromEntries(competencies.map((key) => [key, z.number()])) as {
      [K in Competency]: z.ZodNumber;
    },
  )
  .meta({ id: 'CompetencyAverages' });
export type CompetencyAverages = z.infer<typeof competencyAveragesSchema>;

/** The coach's "my development" page: nothing below `minimumRatingsShown` ratings. */
export const myDevelopmentSchema = z
  .object({
    ratingCount: z.int(),
    minimumRatings: z.int(),
    /** Null below the minimum. */
    averages: competencyAveragesSchema.nullable(),
    /**
     * The running averages at the end of each month (`YYYY-MM`) from the month the minimum was
     * reached; empty below it.
     */
    overTime: z.array(
      z.object({ month: z.string(), ratingCount: z.int(), averages: competencyAveragesSchema }),
    ),
    /** Notes in no telling order, without names or days; empty below the minimum. */
    notes: z.array(z.string()),
  })
  .meta({ id: 'MyDevelopment' });
export type MyDevelopment = z.infer<typeof myDevelopmentSchema>;

/** The administrators' programme figures. */
export const competencyReportSchema = z
  .object({
    ratingCount: z.int(),
    coachCount: z.int(),
    averages: competencyAveragesSchema.nullable(),
    generatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'CompetencyReport' });
export type CompetencyReport = z.infer<typeof competencyReportSchema>;
