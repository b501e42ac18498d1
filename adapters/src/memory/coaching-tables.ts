import type { CoachingPreferencesRecord, ProjectSession } from '@coach/core';
import { memoryTable } from './memory-database.ts';

/**
 * The tables of the session log and the coaching log (adapters/src/postgres/schema/coaching.ts),
 * declared apart because the project, session and coaching-hours repositories all read them.
 */
export const projectSessionsTable = memoryTable<ProjectSession>('project_sessions');

export interface SessionReminderRow {
  readonly projectId: string;
  readonly gapStartedOn: string;
  readonly sentAt: Date;
}
/** Keyed by `reminderKey`: the primary key (project, gap). */
export const sessionRemindersTable = memoryTable<SessionReminderRow>('session_reminders');
export const reminderKey = (projectId: string, gapStartedOn: string) => `${projectId}/${gapStartedOn}`;

export interface CoachingPreferencesRow extends CoachingPreferencesRecord {
  readonly updatedAt: Date;
}
/** Keyed by account id; no row means the defaults. */
export const coachingPreferencesTable = memoryTable<CoachingPreferencesRow>('coaching_preferences');
