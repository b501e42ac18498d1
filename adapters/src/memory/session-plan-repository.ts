import { randomUUID } from 'node:crypto';
import type {
  AgendaEntry,
  CalendarFeedRecord,
  ScheduledSession,
  SessionPlanRepository,
  SessionProposal,
} from '@coach/core';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { projectsTable } from './project-tables.ts';

const sessionProposalsTable = memoryTable<SessionProposal>('session_proposals');
const scheduledSessionsTable = memoryTable<ScheduledSession>('scheduled_sessions');
/** Keyed by account id: one feed per member. */
const calendarFeedsTable = memoryTable<CalendarFeedRecord>('calendar_feeds');

const soonestFirst = (a: ScheduledSession, b: ScheduledSession) =>
  a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Proposals, scheduled sessions and calendar feeds in memory, with the constraints PostgreSQL
 * enforces: foreign keys, one open proposal per project, lengths of 30 to 480 minutes, a unique feed token.
 */
export function memorySessionPlanRepository(db: MemoryDb): SessionPlanRepository {
  const nameOf = (accountId: string) => {
    const account = db.rows(accountsTable).get(accountId);
    return account ? `${account.name} ${account.surname}`.trim() : '';
  };
  const checkMinutes = (minutes: number) => {
    if (!Number.isInteger(minutes) || minutes % 30 !== 0 || minutes < 30 || minutes > 480)
      throw new Error('scheduled_sessions_minutes_check');
  };
  return {
    findProposal: async (id) => copy(db.rows(sessionProposalsTable).get(id) ?? null),

    async findOpenProposal(projectId) {
      const open = [...db.rows(sessionProposalsTable).values()].find(
        (proposal) => proposal.projectId === projectId && proposal.state === 'open',
      );
      return copy(open ?? null);
    },

    findScheduled: async (id) => copy(db.rows(scheduledSessionsTable).get(id) ?? null),

    async listScheduledOfProject(projectId) {
      return [...db.rows(scheduledSessionsTable).values()]
        .filter((session) => session.projectId === projectId && session.state === 'scheduled')
        .sort(soonestFirst)
        .map(copy);
    },

    async listAgendaOf(accountId, { from, limit, withCancelled }) {
      const projects = db.rows(projectsTable);
      const entries: AgendaEntry[] = [];
      for (const session of [...db.rows(scheduledSessionsTable).values()].sort(soonestFirst)) {
        const project = projects.get(session.projectId);
        if (!project || (project.coachAccountId !== accountId && project.coacheeAccountId !== accountId))
          continue;
        if (session.startsAt.getTime() < from.getTime()) continue;
        if (!withCancelled && session.state === 'cancelled') continue;
        entries.push({
          ...copy(session),
          coachAccountId: project.coachAccountId,
          coacheeAccountId: project.coacheeAccountId,
          coachName: nameOf(project.coachAccountId),
          coacheeName: nameOf(project.coacheeAccountId),
          projectState: project.state,
        });
      }
      return entries.slice(0, limit);
    },

    async listDueForReminder(from, to, limit) {
      const projects = db.rows(projectsTable);
      return [...db.rows(scheduledSessionsTable).values()]
        .filter(
          (session) =>
            session.state === 'scheduled' &&
            session.remindedAt === null &&
            session.startsAt.getTime() > from.getTime() &&
            session.startsAt.getTime() <= to.getTime() &&
            projects.get(session.projectId)?.state === 'open',
        )
        .sort(soonestFirst)
        .slice(0, limit)
        .map(copy);
    },

    async findFeedByToken(token) {
      const feed = [...db.rows(calendarFeedsTable).values()].find((row) => row.token === token);
      return copy(feed ?? null);
    },

    findFeedOf: async (accountId) => copy(db.rows(calendarFeedsTable).get(accountId) ?? null),

    async insertProposal(proposal) {
      const rows = db.writable(sessionProposalsTable);
      if (!db.rows(projectsTable).has(proposal.projectId))
        throw new Error('session_proposals_project_id_projects_id_fk: no such project');
      if (!db.rows(accountsTable).has(proposal.proposedByAccountId))
        throw new Error('session_proposals_proposed_by_account_id_accounts_id_fk: no such account');
      for (const slot of proposal.slots) checkMinutes(slot.minutes);
      if ([...rows.values()].some((row) => row.projectId === proposal.projectId && row.state === 'open'))
        throw new Error('session_proposals_one_open_idx: duplicate key');
      const row: SessionProposal = { ...copy(proposal), id: randomUUID(), state: 'open', answeredAt: null };
      rows.set(row.id, row);
      return copy(row);
    },

    async closeProposal(id, state, at) {
      const rows = db.writable(sessionProposalsTable);
      const row = rows.get(id);
      if (!row) throw new Error(`session_proposals ${id} vanished while being closed`);
      rows.set(id, { ...row, state, answeredAt: copy(at) });
    },

    async insertScheduled(session) {
      const rows = db.writable(scheduledSessionsTable);
      if (!db.rows(projectsTable).has(session.projectId))
        throw new Error('scheduled_sessions_project_id_projects_id_fk: no such project');
      checkMinutes(session.minutes);
      const row: ScheduledSession = {
        ...copy(session),
        id: randomUUID(),
        state: 'scheduled',
        sequence: 0,
        remindedAt: null,
        loggedSessionId: null,
        updatedAt: copy(session.createdAt),
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async changeScheduled(id, change) {
      const rows = db.writable(scheduledSessionsTable);
      const row = rows.get(id);
      if (!row) throw new Error(`scheduled_sessions ${id} vanished while being changed`);
      checkMinutes(change.minutes);
      // A new time is reminded of again.
      const moved = change.startsAt.getTime() !== row.startsAt.getTime();
      const changed: ScheduledSession = {
        ...row,
        ...copy(change),
        sequence: row.sequence + 1,
        remindedAt: moved ? null : row.remindedAt,
      };
      rows.set(id, changed);
      return copy(changed);
    },

    async markReminded(id, at) {
      const rows = db.writable(scheduledSessionsTable);
      const row = rows.get(id);
      if (!row || row.remindedAt !== null) return false;
      rows.set(id, { ...row, remindedAt: copy(at) });
      return true;
    },

    async markLogged(id, loggedSessionId) {
      const rows = db.writable(scheduledSessionsTable);
      const row = rows.get(id);
      if (!row) throw new Error(`scheduled_sessions ${id} vanished while being logged`);
      rows.set(id, { ...row, loggedSessionId });
    },

    async saveFeed(feed) {
      const rows = db.writable(calendarFeedsTable);
      if (!db.rows(accountsTable).has(feed.accountId))
        throw new Error('calendar_feeds_account_id_accounts_id_fk: no such account');
      rows.set(feed.accountId, copy(feed));
    },

    async deleteFeed(accountId) {
      db.writable(calendarFeedsTable).delete(accountId);
    },
  };
}
