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

/** The mean of each competency from their sums over `count` ratings, rounded to two decimals; null without ratings. */
export function averagesFromSums(sums: CompetencyScores, count: number): CompetencyAverages | null {
  if (count === 0) return null;
  const mean = (key: Competency) => Math.round((sums[key] / count) * 100) / 100;
  return Object.fromEntries(competencies.map((key) => [key, mean(key)])) as CompetencyAverages;
}

/** Each competency's total over `scores`. */
export function sumsOf(scores: readonly CompetencyScores[]): CompetencyScores {
  const sum = (key: Competency) => scores.reduce((total, score) => total + score[key], 0);
  return Object.fromEntries(competencies.map((key) => [key, sum(key)])) as CompetencyScores;
}

/** The mean of each competency, rounded to two decimals; null without ratings. */
export function averagesOf(scores: readonly CompetencyScores[]): CompetencyAverages | null {
  return averagesFromSums(sumsOf(scores), scores.length);
}
