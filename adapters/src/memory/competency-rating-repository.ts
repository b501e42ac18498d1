import { randomUUID } from 'node:crypto';
import type { CompetencyRating, CompetencyRatingRepository } from '@coach/core';
import { competencies } from '@coach/core/contracts/competency-ratings';
import { sumsOf } from '@coach/core/feedback/domain/competency-rating';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { projectsTable } from './project-tables.ts';

const competencyRatingsTable = memoryTable<CompetencyRating>('competency_ratings');

const oldestFirst = (a: CompetencyRating, b: CompetencyRating) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Competency ratings in memory, with the constraints PostgreSQL enforces: foreign keys, scores of
 * 1 to 5, one rating per session and one per project's end.
 */
export function memoryCompetencyRatingRepository(db: MemoryDb): CompetencyRatingRepository {
  const all = () => [...db.rows(competencyRatingsTable).values()];
  return {
    async listForCoach(coachAccountId) {
      return all()
        .filter((rating) => rating.coachAccountId === coachAccountId)
        .sort(oldestFirst)
        .map(copy);
    },

    async listByCoachee(coacheeAccountId) {
      return all()
        .filter((rating) => rating.coacheeAccountId === coacheeAccountId)
        .sort(oldestFirst)
        .map(copy);
    },

    async listOfProject(projectId) {
      return all()
        .filter((rating) => rating.projectId === projectId)
        .sort(oldestFirst)
        .map(copy);
    },

    async programmeTotals() {
      const ratings = all();
      return {
        ratingCount: ratings.length,
        coachCount: new Set(ratings.map((rating) => rating.coachAccountId)).size,
        sums: sumsOf(ratings.map((rating) => rating.scores)),
      };
    },

    async insert(rating) {
      const rows = db.writable(competencyRatingsTable);
      if (!db.rows(projectsTable).has(rating.projectId)) {
        throw new Error('competency_ratings_project_id_projects_id_fk: no such project');
      }
      for (const accountId of [rating.coachAccountId, rating.coacheeAccountId]) {
        if (!db.rows(accountsTable).has(accountId)) {
          throw new Error('competency_ratings account foreign key: no such account');
        }
      }
      for (const key of competencies) {
        const score = rating.scores[key];
        if (!Number.isInteger(score) || score < 1 || score > 5)
          throw new Error('competency_ratings_scores_check');
      }
      const taken = all().some(
        (existing) =>
          existing.projectId === rating.projectId && existing.projectSessionId === rating.projectSessionId,
      );
      if (taken) return false;
      const row = { ...rating, id: randomUUID() };
      rows.set(row.id, row);
      return true;
    },
  };
}
