import type { CompetencyRating, CompetencyRatingRepository } from '@coach/core';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { competencyRatings } from '../schema/competency-ratings.ts';

type Row = typeof competencyRatings.$inferSelect;

function scoresOf(row: Pick<Row, CompetencyKey>): CompetencyRating['scores'] {
  return {
    ethicalPractice: row.ethicalPractice,
    coachingMindset: row.coachingMindset,
    agreements: row.agreements,
    trustAndSafety: row.trustAndSafety,
    presence: row.presence,
    activeListening: row.activeListening,
    evokesAwareness: row.evokesAwareness,
    clientGrowth: row.clientGrowth,
  };
}
type CompetencyKey = keyof CompetencyRating['scores'];

function toRating(row: Row): CompetencyRating {
  return {
    id: row.id,
    projectId: row.projectId,
    projectSessionId: row.projectSessionId,
    coachAccountId: row.coachAccountId,
    coacheeAccountId: row.coacheeAccountId,
    scores: scoresOf(row),
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** Competency ratings on PostgreSQL; the unique indexes keep each session (and project end) rated once. */
export function competencyRatingRepository(db: AppDatabase): CompetencyRatingRepository {
  return {
    async listForCoach(coachAccountId) {
      const rows = await db
        .select()
        .from(competencyRatings)
        .where(eq(competencyRatings.coachAccountId, coachAccountId))
        .orderBy(asc(competencyRatings.createdAt), asc(competencyRatings.id));
      return rows.map(toRating);
    },

    async listOfProject(projectId) {
      const rows = await db
        .select()
        .from(competencyRatings)
        .where(eq(competencyRatings.projectId, projectId))
        .orderBy(asc(competencyRatings.createdAt), asc(competencyRatings.id));
      return rows.map(toRating);
    },

    async listScores() {
      const rows = await db.select().from(competencyRatings);
      return rows.map((row) => ({ coachAccountId: row.coachAccountId, scores: scoresOf(row) }));
    },

    async insert(rating) {
      const rows = await db
        .insert(competencyRatings)
        .values({
          projectId: rating.projectId,
          projectSessionId: rating.projectSessionId,
          coachAccountId: rating.coachAccountId,
          coacheeAccountId: rating.coacheeAccountId,
          ...rating.scores,
          note: rating.note,
          createdAt: rating.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: competencyRatings.id });
      return rows.length > 0;
    },
  };
}
