import type { ProjectMessageRepository } from '@coach/core';
import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { projectMessageReads, projectMessages } from '../schema/messages.ts';

/** Project threads and each partner's read mark, on PostgreSQL. */
export function projectMessageRepository(db: AppDatabase): ProjectMessageRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(projectMessages).where(eq(projectMessages.id, id)).limit(1);
      return row ?? null;
    },

    async listByAuthor(accountId) {
      return db
        .select()
        .from(projectMessages)
        .where(eq(projectMessages.authorAccountId, accountId))
        .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id));
    },

    async listOfProject(projectId, before, limit) {
      // A row comparison along project_messages_thread_idx: the page before `before`, never OFFSET.
      return db
        .select()
        .from(projectMessages)
        .where(
          and(
            eq(projectMessages.projectId, projectId),
            before === null
              ? undefined
              : sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`,
          ),
        )
        .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
        .limit(limit);
    },

    async findReadMark(projectId, accountId) {
      const [row] = await db
        .select()
        .from(projectMessageReads)
        .where(
          and(eq(projectMessageReads.projectId, projectId), eq(projectMessageReads.accountId, accountId)),
        )
        .limit(1);
      return row ?? { projectId, accountId, lastReadAt: null, mailedAt: null };
    },

    async countFromOthersAfter(projectId, accountId, after) {
      const [row] = await db
        .select({ value: count() })
        .from(projectMessages)
        .where(
          and(
            eq(projectMessages.projectId, projectId),
            ne(projectMessages.authorAccountId, accountId),
            after === null ? undefined : gt(projectMessages.createdAt, after),
          ),
        );
      return row?.value ?? 0;
    },

    async insert(message) {
      const [row] = await db.insert(projectMessages).values(message).returning();
      if (!row) throw new Error('project message not inserted');
      return row;
    },

    async markRead(projectId, accountId, at) {
      await db
        .insert(projectMessageReads)
        .values({ projectId, accountId, lastReadAt: at, mailedAt: null })
        .onConflictDoUpdate({
          target: [projectMessageReads.projectId, projectMessageReads.accountId],
          set: { lastReadAt: at, mailedAt: null },
        });
    },

    async claimMail(projectId, accountId, at) {
      // One statement: of two messages at once, only one finds `mailed_at` empty and mails.
      const rows = await db
        .insert(projectMessageReads)
        .values({ projectId, accountId, lastReadAt: null, mailedAt: at })
        .onConflictDoUpdate({
          target: [projectMessageReads.projectId, projectMessageReads.accountId],
          set: { mailedAt: at },
          setWhere: sql`${projectMessageReads.mailedAt} is null`,
        })
        .returning({ projectId: projectMessageReads.projectId });
      return rows.length > 0;
    },
  };
}
