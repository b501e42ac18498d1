import type { ProjectSession, ProjectSessionRepository, SessionGap, SessionState } from '@coach/core';
import { sessionTimeZone } from '@coach/core/coaching/domain/session-rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { projectSessions, sessionReminders } from '../schema/coaching.ts';
import { arrayParam, rowsOf } from './sql-arrays.ts';

// The state is narrowed by the table's CHECK constraint: the cast only restates it.
function toSession(row: typeof projectSessions.$inferSelect): ProjectSession {
  return { ...row, state: row.state as SessionState };
}

/** The session log of projects and the reminders of gaps in it, on PostgreSQL. */
export function projectSessionRepository(db: AppDatabase): ProjectSessionRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(projectSessions).where(eq(projectSessions.id, id)).limit(1);
      return row ? toSession(row) : null;
    },

    async listOfProject(projectId) {
      const rows = await db
        .select()
        .from(projectSessions)
        .where(eq(projectSessions.projectId, projectId))
        .orderBy(desc(projectSessions.heldOn), desc(projectSessions.createdAt), desc(projectSessions.id));
      return rows.map(toSession);
    },

    async listOfProjects(projectIds) {
      if (projectIds.length === 0) return [];
      // One statement, the ids as one array: each project's sessions by project_sessions_project_idx.
      const rows = await db
        .select()
        .from(projectSessions)
        .where(sql`${projectSessions.projectId} = any(${arrayParam([...new Set(projectIds)], 'uuid')})`)
        .orderBy(desc(projectSessions.heldOn), desc(projectSessions.createdAt), desc(projectSessions.id));
      return rows.map(toSession);
    },

    async listDueForReminder(gapStartedOnOrBefore, limit) {
      // The gap starts at the last session that was not disputed (a disputed one may not have
      // happened), or at the project's first day on Istanbul's calendar before any. A reminder row
      // for that very gap means it was mailed; a new session starts a new gap, reminded anew.
      const result = await db.execute(sql`
        select gap.project_id as "projectId", gap.started_on::text as "gapStartedOn"
        from (
          select p.id as project_id,
            coalesce(
              (select max(s.held_on) from project_sessions as s
                where s.project_id = p.id and s.state <> 'disputed'),
              (p.started_at at time zone ${sessionTimeZone})::date
            ) as started_on
          from projects as p
          where p.state = 'open'
        ) as gap
        where gap.started_on <= ${gapStartedOnOrBefore}::date
          and not exists (select 1 from session_reminders as r
            where r.project_id = gap.project_id and r.gap_started_on = gap.started_on)
        order by gap.started_on, gap.project_id
        limit ${limit}`);
      return rowsOf<SessionGap>(result).map(({ projectId, gapStartedOn }) => ({ projectId, gapStartedOn }));
    },

    async insert(session) {
      const [row] = await db.insert(projectSessions).values(session).returning();
      if (!row) throw new Error('Insert into project_sessions returned no row');
      return toSession(row);
    },

    async decide(id, { state, disputeReason, decidedAt }) {
      const [row] = await db
        .update(projectSessions)
        .set({ state, disputeReason, decidedAt })
        .where(eq(projectSessions.id, id))
        .returning();
      if (!row) throw new Error(`project_sessions ${id} vanished while being decided`);
      return toSession(row);
    },

    async delete(id) {
      await db.delete(projectSessions).where(eq(projectSessions.id, id));
    },

    async recordReminder({ projectId, gapStartedOn }, at) {
      // ON CONFLICT, not a caught unique violation: two runs at once insert one row, and the
      // loser's unit of work goes on (it learns it must not mail).
      const inserted = await db
        .insert(sessionReminders)
        .values({ projectId, gapStartedOn, sentAt: at })
        .onConflictDoNothing()
        .returning({ projectId: sessionReminders.projectId });
      return inserted.length > 0;
    },
  };
}
