import { randomUUID } from 'node:crypto';
import type { MessageReadMark, ProjectMessage, ProjectMessageRepository } from '@coach/core';
import { maxMessageLength } from '@coach/core/contracts/project-messages';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { projectsTable } from './project-tables.ts';

export const projectMessagesTable = memoryTable<ProjectMessage>('project_messages');
/** Keyed by `markKey`: the primary key (project, account). */
const messageReadsTable = memoryTable<MessageReadMark>('project_message_reads');
const markKey = (projectId: string, accountId: string) => `${projectId}/${accountId}`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, ties by id the same way: the keyset order of `(created_at, id)`. */
const newestFirst = (a: ProjectMessage, b: ProjectMessage) =>
  b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id);

/**
 * Project threads in memory, with the constraints PostgreSQL enforces: foreign keys, a body of 1
 * to `maxMessageLength` characters, one read mark per project and member.
 */
export function memoryProjectMessageRepository(db: MemoryDb): ProjectMessageRepository {
  const mark = (projectId: string, accountId: string): MessageReadMark =>
    db.rows(messageReadsTable).get(markKey(projectId, accountId)) ?? {
      projectId,
      accountId,
      lastReadAt: null,
      mailedAt: null,
    };

  return {
    async findById(id) {
      return copy(db.rows(projectMessagesTable).get(id) ?? null);
    },

    async listByAuthor(accountId) {
      return [...db.rows(projectMessagesTable).values()]
        .filter((message) => message.authorAccountId === accountId)
        .sort(newestFirst)
        .reverse()
        .map(copy);
    },

    async listOfProject(projectId, before, limit) {
      return [...db.rows(projectMessagesTable).values()]
        .filter(
          (message) =>
            message.projectId === projectId &&
            (before === null ||
              message.createdAt < before.createdAt ||
              (message.createdAt.getTime() === before.createdAt.getTime() && message.id < before.id)),
        )
        .sort(newestFirst)
        .slice(0, limit)
        .map(copy);
    },

    async findReadMark(projectId, accountId) {
      return copy(mark(projectId, accountId));
    },

    async countFromOthersAfter(projectId, accountId, after) {
      return [...db.rows(projectMessagesTable).values()].filter(
        (message) =>
          message.projectId === projectId &&
          message.authorAccountId !== accountId &&
          (after === null || message.createdAt > after),
      ).length;
    },

    async insert(message) {
      const rows = db.writable(projectMessagesTable);
      if (!db.rows(projectsTable).has(message.projectId)) {
        throw new Error('project_messages_project_id_projects_id_fk: no such project');
      }
      if (!db.rows(accountsTable).has(message.authorAccountId)) {
        throw new Error('project_messages_author_account_id_accounts_id_fk: no such account');
      }
      if (message.body.length < 1 || message.body.length > maxMessageLength) {
        throw new Error('project_messages_body_check');
      }
      const row = { ...message, id: randomUUID() };
      rows.set(row.id, row);
      return copy(row);
    },

    async markRead(projectId, accountId, at) {
      db.writable(messageReadsTable).set(markKey(projectId, accountId), {
        projectId,
        accountId,
        lastReadAt: at,
        mailedAt: null,
      });
    },

    async claimMail(projectId, accountId, at) {
      const current = mark(projectId, accountId);
      if (current.mailedAt !== null) return false;
      db.writable(messageReadsTable).set(markKey(projectId, accountId), { ...current, mailedAt: at });
      return true;
    },
  };
}
