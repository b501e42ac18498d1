import type { CompetencyRating, CompetencyRatingRepository } from '@coach/core';
import { competencies } from '@coach/core/contracts/competency-ratings';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  /** The ratings that meet `condition`, oldest first (each list reads its own index). */
  const ratingsWhere = async (condition: SQL) =>
    (
      await db
        .select()
        .from(competencyRatings)
        .where(condition)
        .orderBy(asc(competencyRatings.createdAt), asc(competencyRatings.id))
    ).map(toRating);
  return {
    listForCoach: (coachAccountId) => ratingsWhere(eq(competencyRatings.coachAccountId, coachAccountId)),
    listByCoachee: (coacheeAccountId) =>
      ratingsWhere(eq(competencyRatings.coacheeAccountId, coacheeAccountId)),
    listOfProject: (projectId) => ratingsWhere(eq(competencyRatings.projectId, projectId)),

    async programmeTotals() {
      const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
      const [row] = await db
        .select({
          ratingCount: sql<number>`count(*)::int`,
          coachCount: sql<number>`count(distinct ${competencyRatings.coachAccountId})::int`,
          ...(Object.fromEntries(competencies.map((key) => [key, total(competencyRatings[key])])) as Record<
            CompetencyKey,
            SQL<number>
          >),
        })
        .from(competencyRatings);
      if (!row) throw new Error('an aggregate answers one row');
      const { ratingCount, coachCount, ...sums } = row;
      return { ratingCount, coachCount, sums: scoresOf(sums) };
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
