import type { Competency, CompetencyAverages, CompetencyScores } from '../../contracts/competency-ratings.ts';
import { competencies } from '../../contracts/competency-ratings.ts';

/** One coachee's rating of their coach, after a session or at the project's end. */
export interface CompetencyRating {
  readonly id: string;
  readonly projectId: string;
  /** Null for the rating of the project as a whole. */
  readonly projectSessionId: string | null;
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly scores: CompetencyScores;
  readonly note: string | null;
  readonly createdAt: Date;
}

export type NewCompetencyRating = Omit<CompetencyRating, 'id'>;

/** The mean of each competency, rounded to two decimals; null without ratings. */
export function averagesOf(scores: readonly CompetencyScores[]): CompetencyAverages | null {
  if (scores.length === 0) return null;
  const mean = (key: Competency) =>
    Math.round((scores.reduce((sum, score) => sum + score[key], 0) / scores.length) * 100) / 100;
  return Object.fromEntries(competencies.map((key) => [key, mean(key)])) as CompetencyAverages;
}
