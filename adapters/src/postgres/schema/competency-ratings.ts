import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { projectSessions } from './coaching.ts';
import { moment } from './columns.ts';
import { projects } from './projects.ts';

/** A score of 1 to 5. */
const score = (name: string) => integer(name).notNull();

/**
 * A coachee's rating of the coach on the eight ICF core competencies (ADR 0058): after a confirmed
 * session (one per session) or at the project's end (one per project, the session left empty).
 * Never changed; points never read it.
 */
export const competencyRatings = pgTable(
  'competency_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    projectSessionId: uuid('project_session_id').references(() => projectSessions.id, {
      onDelete: 'restrict',
    }),
    coachAccountId: uuid('coach_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    coacheeAccountId: uuid('coachee_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    ethicalPractice: score('ethical_practice'),
    coachingMindset: score('coaching_mindset'),
    agreements: score('agreements'),
    trustAndSafety: score('trust_and_safety'),
    presence: score('presence'),
    activeListening: score('active_listening'),
    evokesAwareness: score('evokes_awareness'),
    clientGrowth: score('client_growth'),
    note: text('note'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('competency_ratings_session_key').on(table.projectSessionId),
    uniqueIndex('competency_ratings_project_end_key')
      .on(table.projectId)
      .where(sql`${table.projectSessionId} is null`),
    index('competency_ratings_project_idx').on(table.projectId),
    index('competency_ratings_coach_idx').on(table.coachAccountId, table.createdAt),
    // For the foreign key's check when an account is deleted (see ledger.ts).
    index('competency_ratings_coachee_idx').on(table.coacheeAccountId),
    check(
      'competency_ratings_scores_check',
      sql`least(${table.ethicalPractice}, ${table.coachingMindset}, ${table.agreements}, ${table.trustAndSafety}, ${table.presence}, ${table.activeListening}, ${table.evokesAwareness}, ${table.clientGrowth}) >= 1
        and greatest(${table.ethicalPractice}, ${table.coachingMindset}, ${table.agreements}, ${table.trustAndSafety}, ${table.presence}, ${table.activeListening}, ${table.evokesAwareness}, ${table.clientGrowth}) <= 5`,
    ),
  ],
);
