import type { CompetencyScores } from '../contracts/competency-ratings.ts';
import type { CompetencyRating, NewCompetencyRating } from '../feedback/domain/competency-rating.ts';

/** Every rating of the programme summed: how many, of how many coaches, and each competency's total. */
export interface CompetencyTotals {
  readonly ratingCount: number;
  readonly coachCount: number;
  readonly sums: CompetencyScores;
}

export interface CompetencyRatingReads {
  /** The ratings a coach received, oldest first. */
  listForCoach(coachAccountId: string): Promise<CompetencyRating[]>;
  /** The ratings a coachee gave, in every project, oldest first ("download my data"). */
  listByCoachee(coacheeAccountId: string): Promise<CompetencyRating[]>;
  /** The ratings given in a project. */
  listOfProject(projectId: string): Promise<CompetencyRating[]>;
  /**
   * The programme's totals, summed where the ratings are kept (one aggregate over the table, not a
   * row each: a programme of 100,000 members holds about a million ratings).
   */
  programmeTotals(): Promise<CompetencyTotals>;
}

export interface CompetencyRatingRepository extends CompetencyRatingReads {
  /**
   * Stores a rating; false when the session (or the project's end) was rated already: the
   * database's unique indexes decide, so two tabs never rate twice.
   */
  insert(rating: NewCompetencyRating): Promise<boolean>;
}
