import { randomUUID } from 'node:crypto';
import type { ProjectSession, ProjectSessionRepository } from '@coach/core';
import { localDateOf } from '@coach/core/calendar/zoned-time';
import { sessionTimeZone } from '@coach/core/coaching/domain/session-rules';
import { accountsTable } from './account-tables.ts';
import { projectSessionsTable, reminderKey, sessionRemindersTable } from './coaching-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { projectsTable } from './project-tables.ts';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest day first, then newest logged first (ties by id): how a log reads. */
const newestFirst = (a: ProjectSession, b: ProjectSession) =>
  compareText(b.heldOn, a.heldOn) || b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id);

/**
 * The session log and its reminders in memory, with the constraints PostgreSQL enforces: foreign
 * keys, 1 to 16 half hours, the three states with `decided_at` set exactly when not pending, and
 * one reminder per project and gap.
 */
export function memoryProjectSessionRepository(db: MemoryDb): ProjectSessionRepository {
  const find = async (id: string) => copy(db.rows(projectSessionsTable).get(id) ?? null);

  /** Each project's last day of a session not disputed (the SQL's `max(held_on) … group by`). */
  function lastSessionDays(): Map<string, string> {
    const last = new Map<string, string>();
    for (const session of db.rows(projectSessionsTable).values()) {
      if (session.state === 'disputed') continue;
      const current = last.get(session.projectId);
      if (current === undefined || session.heldOn > current) last.set(session.projectId, session.heldOn);
    }
    return last;
  }

  return {
    findById: find,

    async listOfProject(projectId) {
      return [...db.rows(projectSessionsTable).values()]
        .filter((session) => session.projectId === projectId)
        .sort(newestFirst)
        .map(copy);
    },

    async listOfProjects(projectIds) {
      const wanted = new Set(projectIds);
      return [...db.rows(projectSessionsTable).values()]
        .filter((session) => wanted.has(session.projectId))
        .sort(newestFirst)
        .map(copy);
    },

    async listDueForReminder(gapStartedOnOrBefore, limit) {
      const last = lastSessionDays();
      const reminders = db.rows(sessionRemindersTable);
      return [...db.rows(projectsTable).values()]
        .filter((project) => project.state === 'open')
        .map((project) => ({
          projectId: project.id,
          gapStartedOn: last.get(project.id) ?? localDateOf(project.startedAt, sessionTimeZone),
        }))
        .filter(
          (gap) =>
            gap.gapStartedOn <= gapStartedOnOrBefore &&
            !reminders.has(reminderKey(gap.projectId, gap.gapStartedOn)),
        )
        .sort((a, b) => compareText(a.gapStartedOn, b.gapStartedOn) || compareText(a.projectId, b.projectId))
        .slice(0, limit);
    },

    async insert(session) {
      const rows = db.writable(projectSessionsTable);
      if (!db.rows(projectsTable).has(session.projectId)) {
        throw new Error('project_sessions_project_id_projects_id_fk: no such project');
      }
      if (!db.rows(accountsTable).has(session.recordedByAccountId)) {
        throw new Error('project_sessions_recorded_by_account_id_accounts_id_fk: no such account');
      }
      if (!Number.isInteger(session.halfHours) || session.halfHours < 1 || session.halfHours > 16) {
        throw new Error('project_sessions_half_hours_check');
      }
      const row: ProjectSession = {
        ...copy(session),
        id: randomUUID(),
        state: 'pending',
        disputeReason: null,
        decidedAt: null,
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async decide(id, decision) {
      const rows = db.writable(projectSessionsTable);
      const row = rows.get(id);
      if (!row) throw new Error(`project_sessions ${id} vanished while being decided`);
      const decided: ProjectSession = { ...row, ...copy(decision) };
      rows.set(id, decided);
      return copy(decided);
    },

    async delete(id) {
      db.writable(projectSessionsTable).delete(id);
    },

    async recordReminder(gap, at) {
      const rows = db.writable(sessionRemindersTable);
      if (!db.rows(projectsTable).has(gap.projectId)) {
        throw new Error('session_reminders_project_id_projects_id_fk: no such project');
      }
      // The primary key (project, gap): like ON CONFLICT DO NOTHING.
      const key = reminderKey(gap.projectId, gap.gapStartedOn);
      if (rows.has(key)) return false;
      rows.set(key, { projectId: gap.projectId, gapStartedOn: gap.gapStartedOn, sentAt: copy(at) });
      return true;
    },
  };
}
