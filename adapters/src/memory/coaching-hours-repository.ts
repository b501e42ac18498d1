import type {
  Account,
  CoachedHoursOfMember,
  CoachingHoursRepository,
  CoachingPreferencesRecord,
  HourEntry,
  Project,
  ProjectRole,
  ProjectSession,
  ProjectState,
} from '@coach/core';
import { localDateOf } from '@coach/core/calendar/zoned-time';
import { defaultCoachingPreferences } from '@coach/core/coaching/domain/project-session';
import { sessionTimeZone } from '@coach/core/coaching/domain/session-rules';
import { accountsTable } from './account-tables.ts';
import { coachingPreferencesTable, projectSessionsTable } from './coaching-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { projectsTable } from './project-tables.ts';

/**
 * The closed states whose closing count moved each side's points (docs/product-rules.md §8): the
 * coach spends hours in every completed state, the coachee earns them only when they completed or
 * confirmed (a closing request the system completed gave them nothing).
 */
const closingCountsFor: Readonly<Record<ProjectRole, ReadonlySet<ProjectState>>> = {
  coach: new Set(['completed_by_coachee', 'completed_confirmed', 'completed_by_system']),
  coachee: new Set(['completed_by_coachee', 'completed_confirmed']),
};

/**
 * The coaching hours in memory, read like the SQL's joins: confirmed sessions of every project a
 * member is in, and for a completed project whose log holds no confirmed session its closing count
 * on the Istanbul day it closed (ADR 0022, `HourEntry`).
 */
export function memoryCoachingHoursRepository(db: MemoryDb): CoachingHoursRepository {
  const preferencesOf = (accountId: string): CoachingPreferencesRecord => {
    const row = db.rows(coachingPreferencesTable).get(accountId);
    return row
      ? {
          trainingStartedOn: row.trainingStartedOn,
          shareEmailWithCoaches: row.shareEmailWithCoaches,
          shareNameWithCoaches: row.shareNameWithCoaches,
        }
      : defaultCoachingPreferences;
  };

  /** The confirmed sessions of each project, the tables read once for a whole list. */
  function confirmedSessionsByProject(): Map<string, ProjectSession[]> {
    const byProject = new Map<string, ProjectSession[]>();
    for (const session of db.rows(projectSessionsTable).values()) {
      if (session.state !== 'confirmed') continue;
      const list = byProject.get(session.projectId) ?? [];
      list.push(session);
      byProject.set(session.projectId, list);
    }
    return byProject;
  }

  /** The entries of one side (`role`) of one project. */
  function entriesOf(
    project: Project,
    role: ProjectRole,
    confirmed: readonly ProjectSession[],
    accounts: ReadonlyMap<string, Account>,
  ): HourEntry[] {
    const partnerId = role === 'coach' ? project.coacheeAccountId : project.coachAccountId;
    const partnerAccount = accounts.get(partnerId);
    // Projects go with either account (on delete cascade): a missing partner is no project.
    if (!partnerAccount) return [];
    const partner = {
      accountId: partnerAccount.id,
      name: partnerAccount.name,
      surname: partnerAccount.surname,
      email: partnerAccount.email,
      sharesEmail: preferencesOf(partnerAccount.id).shareEmailWithCoaches,
      sharesName: preferencesOf(partnerAccount.id).shareNameWithCoaches,
    };
    if (confirmed.length > 0) {
      return confirmed.map((session) => ({
        projectId: project.id,
        role,
        partner,
        day: session.heldOn,
        halfHours: session.halfHours,
        source: 'log',
        sessionId: session.id,
      }));
    }
    if (
      project.sessionCount === null ||
      project.closedAt === null ||
      !closingCountsFor[role].has(project.state)
    )
      return [];
    return [
      {
        projectId: project.id,
        role,
        partner,
        day: localDateOf(project.closedAt, sessionTimeZone),
        halfHours: project.sessionCount * 2,
        source: 'closing',
        sessionId: null,
      },
    ];
  }

  return {
    async listHourEntries(accountId) {
      const accounts = db.rows(accountsTable);
      const confirmed = confirmedSessionsByProject();
      const entries = [...db.rows(projectsTable).values()].flatMap((project) => {
        const role: ProjectRole | null =
          project.coachAccountId === accountId
            ? 'coach'
            : project.coacheeAccountId === accountId
              ? 'coachee'
              : null;
        return role ? entriesOf(project, role, confirmed.get(project.id) ?? [], accounts) : [];
      });
      return copy(entries);
    },

    async listCoachedHours(within) {
      const accounts = db.rows(accountsTable);
      const confirmed = confirmedSessionsByProject();
      const halfHours = new Map<string, number>();
      for (const project of db.rows(projectsTable).values()) {
        const { trainingStartedOn } = preferencesOf(project.coachAccountId);
        for (const entry of entriesOf(project, 'coach', confirmed.get(project.id) ?? [], accounts)) {
          if (trainingStartedOn !== null && entry.day < trainingStartedOn) continue;
          halfHours.set(
            project.coachAccountId,
            (halfHours.get(project.coachAccountId) ?? 0) + entry.halfHours,
          );
        }
      }
      return [...halfHours].flatMap(([accountId, countedHalfHours]): CoachedHoursOfMember[] => {
        const account = accounts.get(accountId);
        // Staff (an account made administrator or salesman later) work towards no credential here.
        const isMember = account?.accountRoleType === 'User' || account?.accountRoleType === 'Guest';
        if (!account || !isMember || countedHalfHours <= 0) return [];
        if (within && !within.some(({ from, to }) => countedHalfHours >= from && countedHalfHours <= to))
          return [];
        const { name, surname, email } = account;
        return [{ accountId, name, surname, email, countedHalfHours }];
      });
    },

    async findPreferences(accountId) {
      return copy(preferencesOf(accountId));
    },

    async savePreferences(accountId, preferences, at) {
      const rows = db.writable(coachingPreferencesTable);
      if (!db.rows(accountsTable).has(accountId)) {
        throw new Error('coaching_preferences_account_id_accounts_id_fk: no such account');
      }
      // The primary key (account): an upsert, like INSERT … ON CONFLICT DO UPDATE.
      rows.set(accountId, {
        trainingStartedOn: preferences.trainingStartedOn,
        shareEmailWithCoaches: preferences.shareEmailWithCoaches,
        shareNameWithCoaches: preferences.shareNameWithCoaches,
        updatedAt: copy(at),
      });
    },
  };
}
