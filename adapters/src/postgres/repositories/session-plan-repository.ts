import type {
  AgendaEntry,
  ProjectState,
  ProposalState,
  ScheduledSession,
  SessionPlanRepository,
  SessionProposal,
} from '@coach/core';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { projects } from '../schema/projects.ts';
import { calendarFeeds, scheduledSessions, sessionProposals } from '../schema/session-plans.ts';

// The states are narrowed by the tables' CHECK constraints: the casts only restate them.
function toProposal(row: typeof sessionProposals.$inferSelect): SessionProposal {
  return {
    ...row,
    state: row.state as ProposalState,
    slots: row.slots.map((slot) => ({ startsAt: new Date(slot.startsAt), minutes: slot.minutes })),
  };
}

function toScheduled(row: typeof scheduledSessions.$inferSelect): ScheduledSession {
  return { ...row, state: row.state as ScheduledSession['state'] };
}

/** Proposals, scheduled sessions and calendar feeds on PostgreSQL (ADR 0056). */
export function sessionPlanRepository(db: AppDatabase): SessionPlanRepository {
  return {
    async findProposal(id) {
      const [row] = await db.select().from(sessionProposals).where(eq(sessionProposals.id, id)).limit(1);
      return row ? toProposal(row) : null;
    },

    async findOpenProposal(projectId) {
      const [row] = await db
        .select()
        .from(sessionProposals)
        .where(and(eq(sessionProposals.projectId, projectId), eq(sessionProposals.state, 'open')))
        .limit(1);
      return row ? toProposal(row) : null;
    },

    async findScheduled(id) {
      const [row] = await db.select().from(scheduledSessions).where(eq(scheduledSessions.id, id)).limit(1);
      return row ? toScheduled(row) : null;
    },

    async listScheduledOfProject(projectId) {
      const rows = await db
        .select()
        .from(scheduledSessions)
        .where(and(eq(scheduledSessions.projectId, projectId), eq(scheduledSessions.state, 'scheduled')))
        .orderBy(asc(scheduledSessions.startsAt), asc(scheduledSessions.id));
      return rows.map(toScheduled);
    },

    async listAgendaOf(accountId, { from, limit, withCancelled }) {
      // The member's projects by the projects' partner indexes (a member has a handful), then each
      // project's sessions from `from` on by scheduled_sessions_project_idx.
      const rows = await db
        .select({
          session: scheduledSessions,
          coachAccountId: projects.coachAccountId,
          coacheeAccountId: projects.coacheeAccountId,
          projectState: projects.state,
          coachName: sql<string>`(select trim(a.name || ' ' || a.surname) from accounts as a where a.id = ${projects.coachAccountId})`,
          coacheeName: sql<string>`(select trim(a.name || ' ' || a.surname) from accounts as a where a.id = ${projects.coacheeAccountId})`,
        })
        .from(scheduledSessions)
        .innerJoin(projects, eq(projects.id, scheduledSessions.projectId))
        .where(
          and(
            sql`(${projects.coachAccountId} = ${accountId} or ${projects.coacheeAccountId} = ${accountId})`,
            sql`${scheduledSessions.startsAt} >= ${from.toISOString()}::timestamptz`,
            withCancelled ? undefined : eq(scheduledSessions.state, 'scheduled'),
          ),
        )
        .orderBy(asc(scheduledSessions.startsAt), asc(scheduledSessions.id))
        .limit(limit);
      return rows.map(
        ({ session, ...project }): AgendaEntry => ({
          ...toScheduled(session),
          ...project,
          coachName: project.coachName ?? '',
          coacheeName: project.coacheeName ?? '',
          projectState: project.projectState as ProjectState,
        }),
      );
    },

    async listDueForReminder(from, to, limit) {
      const rows = await db
        .select({ session: scheduledSessions })
        .from(scheduledSessions)
        .innerJoin(projects, eq(projects.id, scheduledSessions.projectId))
        .where(
          and(
            eq(scheduledSessions.state, 'scheduled'),
            isNull(scheduledSessions.remindedAt),
            gt(scheduledSessions.startsAt, from),
            lte(scheduledSessions.startsAt, to),
            eq(projects.state, 'open'),
          ),
        )
        .orderBy(asc(scheduledSessions.startsAt), asc(scheduledSessions.id))
        .limit(limit);
      return rows.map(({ session }) => toScheduled(session));
    },

    async findFeedByToken(token) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1);
      return row ?? null;
    },

    async findFeedOf(accountId) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.accountId, accountId))
        .limit(1);
      return row ?? null;
    },

    async insertProposal(proposal) {
      const [row] = await db
        .insert(sessionProposals)
        .values({
          ...proposal,
          slots: proposal.slots.map((slot) => ({
            startsAt: slot.startsAt.toISOString(),
            minutes: slot.minutes,
          })),
        })
        .returning();
      if (!row) throw new Error('Insert into session_proposals returned no row');
      return toProposal(row);
    },

    async closeProposal(id, state, at) {
      await db.update(sessionProposals).set({ state, answeredAt: at }).where(eq(sessionProposals.id, id));
    },

    async insertScheduled(session) {
      const [row] = await db
        .insert(scheduledSessions)
        .values({ ...session, updatedAt: session.createdAt })
        .returning();
      if (!row) throw new Error('Insert into scheduled_sessions returned no row');
      return toScheduled(row);
    },

    async changeScheduled(id, { startsAt, minutes, state, updatedAt }) {
      const [row] = await db
        .update(scheduledSessions)
        .set({
          startsAt,
          minutes,
          state,
          updatedAt,
          sequence: sql`${scheduledSessions.sequence} + 1`,
          // A new time is reminded of again.
          remindedAt: sql`case when ${scheduledSessions.startsAt} = ${startsAt.toISOString()}::timestamptz then ${scheduledSessions.remindedAt} end`,
        })
        .where(eq(scheduledSessions.id, id))
        .returning();
      if (!row) throw new Error(`scheduled_sessions ${id} vanished while being changed`);
      return toScheduled(row);
    },

    async markReminded(id, at) {
      const updated = await db
        .update(scheduledSessions)
        .set({ remindedAt: at })
        .where(and(eq(scheduledSessions.id, id), isNull(scheduledSessions.remindedAt)))
        .returning({ id: scheduledSessions.id });
      return updated.length > 0;
    },

    async markLogged(id, loggedSessionId) {
      await db.update(scheduledSessions).set({ loggedSessionId }).where(eq(scheduledSessions.id, id));
    },

    async saveFeed(feed) {
      await db
        .insert(calendarFeeds)
        .values(feed)
        .onConflictDoUpdate({
          target: calendarFeeds.accountId,
          set: { token: feed.token, createdAt: feed.createdAt },
        });
    },

    async deleteFeed(accountId) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId));
    },
  };
}
