import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

export const membershipPackages = pgTable(
  'membership_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    periodMonths: integer('period_months').notNull(),
    /** Exact decimal; read back as a string so no float ever touches a price. */
    priceUsd: numeric('price_usd', { precision: 10, scale: 2 }).notNull(),
    coachLevel: boolean('coach_level').notNull().default(false),
    /**
     * Set when an administrator deletes a package that orders, checkouts or members refer to: it
     * leaves the shop but keeps its row, so every order still names what was bought.
     */
    retiredAt: moment('retired_at'),
  },
  (table) => [
    uniqueIndex('membership_packages_code_unique').on(table.code),
    check('membership_packages_period_check', sql`${table.periodMonths} > 0`),
    check('membership_packages_price_check', sql`${table.priceUsd} >= 0`),
  ],
);

export const accountBadges = pgTable(
  'account_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    lower: integer('lower').notNull(),
    upper: integer('upper').notNull(),
    descriptionTr: text('description_tr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (table) => [
    uniqueIndex('account_badges_name_tr_unique').on(table.nameTr),
    uniqueIndex('account_badges_name_en_unique').on(table.nameEn),
    check('account_badges_range_check', sql`${table.lower} <= ${table.upper}`),
  ],
);

/** One row (id = 1): typed columns rather than key/value, so the database checks every value. */
export const applicationSettings = pgTable(
  'application_settings',
  {
    id: smallint('id').primaryKey().default(1),
    maxCoachProjects: integer('max_coach_projects').notNull(),
    maxCoacheeProjects: integer('max_coachee_projects').notNull(),
    penaltyPoints: integer('penalty_points').notNull(),
    minScoreToCoach: integer('min_score_to_coach').notNull(),
    projectClosingDays: integer('project_closing_days').notNull(),
    closingRequestMinDays: integer('closing_request_min_days').notNull(),
    confirmationWindowDays: integer('confirmation_window_days').notNull(),
    maxSessionsPerProject: integer('max_sessions_per_project').notNull(),
    matchingSchedule: text('matching_schedule').notNull(),
    sessionAbsoluteHours: integer('session_absolute_hours').notNull().default(12),
  },
  (table) => [check('application_settings_single_row', sql`${table.id} = 1`)],
);
