import { randomUUID } from 'node:crypto';
import type {
  Account,
  ClosingRequest,
  Project,
  ProjectDetails,
  ProjectMatch,
  ProjectPersonRecord,
  ProjectRepository,
  ProjectSearch,
  SessionLogFigures,
} from '@coach/core';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { accountsTable, ledgerTable } from './account-tables.ts';
import { coachingPreferencesTable, projectSessionsTable } from './coaching-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import {
  closingRequestsTable,
  noticeKey,
  projectNoticesTable,
  projectRequestsTable,
  projectsTable,
} from './project-tables.ts';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareTime = (a: Date, b: Date) => a.getTime() - b.getTime();
/** Newest start first, ties by id: how every list of projects reads. */
const newestFirst = (a: Project, b: Project) =>
  compareTime(b.startedAt, a.startedAt) || compareText(b.id, a.id);

/** A project seen from each partner: [member, partner]. */
const sidesOf = (project: Project) =>
  [
    [project.coachAccountId, project.coacheeAccountId],
    [project.coacheeAccountId, project.coachAccountId],
  ] as const;

/** The order of the PostgreSQL repository, one comparison after another. */
function comparisonOf(sort: ProjectSearch['sort']) {
  const sign = sort.descending ? -1 : 1;
  const byKey: Record<ProjectSearch['sort']['key'], (a: Project, b: Project) => number> = {
    // Ties of the start by id in the same direction (one index serves both ways on PostgreSQL).
    startedAt: (a, b) => sign * (compareTime(a.startedAt, b.startedAt) || compareText(a.id, b.id)),
    deadlineAt: (a, b) => sign * compareTime(a.deadlineAt, b.deadlineAt),
    // Open projects (not closed yet) last, in either direction.
    closedAt: (a, b) =>
      Number(a.closedAt === null) - Number(b.closedAt === null) ||
      (a.closedAt && b.closedAt ? sign * compareTime(a.closedAt, b.closedAt) : 0),
    state: (a, b) => sign * compareText(a.state, b.state),
  };
  return (a: Project, b: Project) => byKey[sort.key](a, b) || newestFirst(a, b);
}

const emptySessionLog: SessionLogFigures = {
  confirmedHalfHours: 0,
  pendingHalfHours: 0,
  lastSessionOn: null,
};

function personOf(db: MemoryDb, account: Account): ProjectPersonRecord {
  const { id, name, surname, email, profilePhotoPath, language } = account;
  // No preferences row means the default: the e-mail is not shared.
  const sharesEmailWithCoaches = db.rows(coachingPreferencesTable).get(id)?.shareEmailWithCoaches ?? false;
  return { accountId: id, name, surname, email, profilePhotoPath, language, sharesEmailWithCoaches };
}

/** Every word appears in the name, surname or e-mail of this person, folded as on PostgreSQL. */
function personMatches(account: Account, words: readonly string[]): boolean {
  const fields = [account.name, account.surname, account.email].map(foldForSearch);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

/**
 * Projects, closing requests and deadline notices in memory, with the constraints PostgreSQL
 * enforces: foreign keys, one project per request, one closing request per project, one notice
 * per project and kind, and a project closes once.
 */
export function memoryProjectRepository(db: MemoryDb): ProjectRepository {
  const all = () => [...db.rows(projectsTable).values()];

  /** Whether the list's state, member and search (either partner's name or e-mail) find a project. */
  function matcherOf(match: ProjectMatch): (project: Project) => boolean {
    const words = searchWords(match.search);
    const accounts = db.rows(accountsTable);
    const partnerMatches = (project: Project) =>
      words.length === 0 ||
      [project.coachAccountId, project.coacheeAccountId].some((id) => {
        const account = accounts.get(id);
        return account !== undefined && personMatches(account, words);
      });
    return (project) =>
      (!match.state || project.state === match.state) &&
      (!match.accountId || isMember(project, match.accountId)) &&
      partnerMatches(project);
  }
  const find = async (id: string) => copy(db.rows(projectsTable).get(id) ?? null);

  /** What each project's session log adds up to; disputed sessions count nowhere. */
  function sessionLogFigures(): Map<string, SessionLogFigures> {
    const figures = new Map<string, SessionLogFigures>();
    for (const session of db.rows(projectSessionsTable).values()) {
      if (session.state === 'disputed') continue;
      const { confirmedHalfHours, pendingHalfHours, lastSessionOn } =
        figures.get(session.projectId) ?? emptySessionLog;
      const confirmed = session.state === 'confirmed';
      figures.set(session.projectId, {
        confirmedHalfHours: confirmedHalfHours + (confirmed ? session.halfHours : 0),
        pendingHalfHours: pendingHalfHours + (confirmed ? 0 : session.halfHours),
        lastSessionOn:
          lastSessionOn === null || session.heldOn > lastSessionOn ? session.heldOn : lastSessionOn,
      });
    }
    return figures;
  }

  /** Builds details like the SQL's joins: the tables read once for a whole list. */
  function detailsReader() {
    const accounts = db.rows(accountsTable);
    const closingRequests = new Map<string, ClosingRequest>();
    for (const request of db.rows(closingRequestsTable).values())
      closingRequests.set(request.projectId, request);
    const points = new Map<string, number>();
    for (const entry of db.rows(ledgerTable).values()) {
      if (entry.projectId === null) continue;
      const key = `${entry.projectId}/${entry.accountId}`;
      points.set(key, (points.get(key) ?? 0) + entry.delta);
    }
    const sessionLogs = sessionLogFigures();
    return (project: Project): ProjectDetails[] => {
      const coach = accounts.get(project.coachAccountId);
      const coachee = accounts.get(project.coacheeAccountId);
      if (!coach || !coachee) return [];
      return [
        copy({
          ...project,
          coach: personOf(db, coach),
          coachee: personOf(db, coachee),
          closingRequest: closingRequests.get(project.id) ?? null,
          points: {
            coach: points.get(`${project.id}/${project.coachAccountId}`) ?? 0,
            coachee: points.get(`${project.id}/${project.coacheeAccountId}`) ?? 0,
          },
          sessionLog: sessionLogs.get(project.id) ?? emptySessionLog,
        }),
      ];
    };
  }

  const isMember = (project: Project, accountId: string) =>
    project.coachAccountId === accountId || project.coacheeAccountId === accountId;
  const noticeSent = (projectId: string, kind: Parameters<ProjectRepository['recordNotice']>[1]) =>
    db.rows(projectNoticesTable).has(noticeKey(projectId, kind));

  return {
    findById: find,
    // Units of work run one at a time in memory: that is the lock.
    findByIdForUpdate: find,

    async findDetails(id) {
      const project = db.rows(projectsTable).get(id);
      return project ? (detailsReader()(project)[0] ?? null) : null;
    },

    async listPeople(accountIds) {
      const accounts = db.rows(accountsTable);
      return new Map(
        [...new Set(accountIds)].flatMap((id) => {
          const account = accounts.get(id);
          return account ? [[id, personOf(db, account)] as const] : [];
        }),
      );
    },

    async listDetails(projectIds) {
      const rows = db.rows(projectsTable);
      const details = detailsReader();
      return [...new Set(projectIds)].flatMap((id) => {
        const project = rows.get(id);
        return project ? details(project) : [];
      });
    },

    async listDetailsOfAccount(accountId, options = {}) {
      const details = detailsReader();
      return all()
        .filter((project) => isMember(project, accountId) && (!options.openOnly || project.state === 'open'))
        .sort(newestFirst)
        .flatMap(details);
    },

    async countOfAccount(accountId) {
      const counts = { openAsCoach: 0, totalAsCoach: 0, openAsCoachee: 0, totalAsCoachee: 0 };
      for (const project of all()) {
        const open = project.state === 'open' ? 1 : 0;
        if (project.coachAccountId === accountId) {
          counts.totalAsCoach += 1;
          counts.openAsCoach += open;
        } else if (project.coacheeAccountId === accountId) {
          counts.totalAsCoachee += 1;
          counts.openAsCoachee += open;
        }
      }
      return counts;
    },

    async search(query) {
      const found = all().filter(matcherOf(query)).flatMap(detailsReader()).sort(comparisonOf(query.sort));
      return { items: found.slice(query.offset, query.offset + query.limit), total: found.length };
    },

    async listMatchingAfter(match, after, limit) {
      // Newest start first, ties by id the same way, after the last project read (as the SQL's
      // row comparison `(started_at, id) < (…)`).
      const before = (project: Project) =>
        !after ||
        compareTime(project.startedAt, after.startedAt) < 0 ||
        (project.startedAt.getTime() === after.startedAt.getTime() && project.id < after.id);
      const found = all().filter((project) => before(project) && matcherOf(match)(project));
      return found.sort(newestFirst).slice(0, limit).flatMap(detailsReader());
    },

    async countMatching(match) {
      return all().filter(matcherOf(match)).length;
    },

    async findClosingRequest(id) {
      return copy(db.rows(closingRequestsTable).get(id) ?? null);
    },

    async mostRecentPartners(accountIds) {
      const wanted = new Set(accountIds);
      // Per member: its latest start, and the partners of every project that started then.
      const latest = new Map<string, { startedAt: number; partners: Set<string> }>();
      for (const project of all()) {
        const startedAt = project.startedAt.getTime();
        for (const [member, partner] of sidesOf(project)) {
          if (!wanted.has(member)) continue;
          const current = latest.get(member);
          if (!current || startedAt > current.startedAt) {
            latest.set(member, { startedAt, partners: new Set([partner]) });
          } else if (startedAt === current.startedAt) {
            current.partners.add(partner);
          }
        }
      }
      return new Map([...latest].map(([member, { partners }]) => [member, [...partners]]));
    },

    async openPartners(accountIds) {
      const wanted = new Set(accountIds);
      const partners = new Map<string, Set<string>>();
      for (const project of all()) {
        if (project.state !== 'open') continue;
        for (const [member, partner] of sidesOf(project)) {
          if (!wanted.has(member)) continue;
          const ofMember = partners.get(member) ?? new Set<string>();
          partners.set(member, ofMember.add(partner));
        }
      }
      return new Map([...partners].map(([member, ofMember]) => [member, [...ofMember]]));
    },

    async listOverdue(now, limit) {
      return all()
        .filter((project) => project.state === 'open' && project.deadlineAt.getTime() <= now.getTime())
        .sort((a, b) => compareTime(a.deadlineAt, b.deadlineAt) || compareText(a.id, b.id))
        .slice(0, limit)
        .map((project) => project.id);
    },

    async listExpiredClosingRequests(now, limit) {
      return [...db.rows(closingRequestsTable).values()]
        .filter((request) => request.state === 'waiting' && request.confirmBy.getTime() <= now.getTime())
        .sort((a, b) => compareTime(a.confirmBy, b.confirmBy) || compareText(a.id, b.id))
        .slice(0, limit)
        .map((request) => request.projectId);
    },

    async listDueForNotice(kind, before, limit) {
      const details = detailsReader();
      const open = all()
        .filter((project) => project.state === 'open' && !noticeSent(project.id, kind))
        .flatMap(details);
      const due =
        kind === 'confirmation_in_1_day'
          ? open
              .flatMap((project) => {
                const request = project.closingRequest;
                return request?.state === 'waiting' && request.confirmBy.getTime() <= before.getTime()
                  ? [{ project, end: request.confirmBy }]
                  : [];
              })
              .sort((a, b) => compareTime(a.end, b.end) || compareText(a.project.id, b.project.id))
              .map(({ project }) => project)
          : open
              .filter((project) => project.deadlineAt.getTime() <= before.getTime())
              .sort((a, b) => compareTime(a.deadlineAt, b.deadlineAt) || compareText(a.id, b.id));
      return due.slice(0, limit);
    },

    async insertMany(newProjects) {
      const rows = db.writable(projectsTable);
      const accounts = db.rows(accountsTable);
      const requests = db.rows(projectRequestsTable);
      // The whole statement fails on PostgreSQL when one row breaks a constraint: check them all first.
      const usedRequests = new Set<string>();
      for (const project of rows.values())
        usedRequests.add(project.coachRequestId).add(project.coacheeRequestId);
      for (const project of newProjects) {
        for (const accountId of [
          project.coachAccountId,
          project.coacheeAccountId,
          project.matchedByAccountId,
        ]) {
          if (accountId !== null && !accounts.has(accountId)) throw new Error('projects: no such account');
        }
        for (const requestId of [project.coachRequestId, project.coacheeRequestId]) {
          if (!requests.has(requestId)) throw new Error('projects: no such project request');
          if (usedRequests.has(requestId))
            throw new Error('projects_request_unique: the request has a project');
          usedRequests.add(requestId);
        }
        if (project.coachAccountId === project.coacheeAccountId) throw new Error('projects_two_people_check');
      }
      return newProjects.map((project) => {
        const row: Project = {
          ...copy(project),
          id: randomUUID(),
          state: 'open',
          closedAt: null,
          closedByAccountId: null,
          sessionCount: null,
          abortReason: null,
        };
        rows.set(row.id, row);
        return copy(row);
      });
    },

    async close(id, closing) {
      const rows = db.writable(projectsTable);
      const row = rows.get(id);
      if (row?.state !== 'open') throw new Error(`projects ${id} is not open: a project closes once`);
      const closed: Project = { ...row, ...copy(closing) };
      rows.set(id, closed);
      return copy(closed);
    },

    async insertClosingRequest(request) {
      const rows = db.writable(closingRequestsTable);
      if (!db.rows(projectsTable).has(request.projectId)) {
        throw new Error('project_completion_requests_project_id_projects_id_fk: no such project');
      }
      // project_completion_requests_project_unique
      for (const existing of rows.values()) if (existing.projectId === request.projectId) return null;
      const row: ClosingRequest = { ...copy(request), id: randomUUID(), state: 'waiting', resolvedAt: null };
      rows.set(row.id, row);
      return copy(row);
    },

    async resolveClosingRequest(id, { state, at }) {
      const rows = db.writable(closingRequestsTable);
      const row = rows.get(id);
      if (!row) throw new Error(`project_completion_requests ${id} vanished while being resolved`);
      const resolved: ClosingRequest = { ...row, state, resolvedAt: copy(at) };
      rows.set(id, resolved);
      return copy(resolved);
    },

    async recordNotice(projectId, kind, at) {
      const rows = db.writable(projectNoticesTable);
      if (!db.rows(projectsTable).has(projectId)) {
        throw new Error('project_notices_project_id_projects_id_fk: no such project');
      }
      // The primary key (project, kind): like ON CONFLICT DO NOTHING.
      const key = noticeKey(projectId, kind);
      if (rows.has(key)) return false;
      rows.set(key, { projectId, kind, sentAt: copy(at) });
      return true;
    },
  };
}
