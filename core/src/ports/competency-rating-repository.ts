import type { CompetencyRating, NewCompetencyRating } from '../feedback/domain/competency-rating.ts';

export interface CompetencyRatingReads {
  /** The ratings a coach received, oldest first. */
  listForCoach(coachAccountId: string): Promise<CompetencyRating[]>;
  /** The ratings given in a project. */
  listOfProject(projectId: string): Promise<CompetencyRating[]>;
  /** Every rating's scores with its coach, for the programme's averages (no notes, no names). */
  listScores(): Promise<Pick<CompetencyRating, 'coachAccountId' | 'scores'>[]>;
}

export interface CompetencyRatingRepository extends CompetencyRatingReads {
  /**
   * Stores a rating; false when the session (or the project's end) was rated already: the
   * database's unique indexes decide, so two tabs never rate twice.
   */
  insert(rating: NewCompetencyRating): Promise<boolean>;
}
