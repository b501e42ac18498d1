import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * What a matching run reads of a member that is costly to derive at run time, kept by the database
 * (migration 0028, ADR 0047): statement triggers on the requests, the projects and the account
 * files bring a member's row up to date in the same transaction as the write that changes it, so a
 * run reads its 30,000 open requests with their members' facts in one statement instead of probing
 * four tables per member. The facts a run reads straight off the account (status, lock, end date,
 * score, package) and the membership period covering the run stay where they are: they cost an
 * index lookup. A member with no request, project or proof has no row (the reads default it).
 */
export const matchingFacts = pgTable(
  'matching_facts',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Coachee requests ever made, in any state (the coach side's "coached before" rule). */
    coacheeRequests: integer('coachee_requests').notNull().default(0),
    /** The state of the newest proof of education, `none` before the first. */
    proofState: text('proof_state').notNull().default('none'),
    openCoachProjects: integer('open_coach_projects').notNull().default(0),
    openCoacheeProjects: integer('open_coachee_projects').notNull().default(0),
    /** The partners of the member's open projects, either role, sorted. */
    openPartners: uuid('open_partners').array().notNull().default(sql`'{}'::uuid[]`),
    /** The latest start among the member's projects, null before the first. */
    latestStartedAt: moment('latest_started_at'),
    /** The partners of every project that started at `latest_started_at`, either role, sorted. */
    recentPartners: uuid('recent_partners').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (table) => [
    check(
      'matching_facts_proof_state_check',
      sql`${table.proofState} in ('none', 'pending', 'approved', 'rejected')`,
    ),
  ],
);
