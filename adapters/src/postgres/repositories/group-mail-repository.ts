import type {
  AccountFilter,
  Audience,
  AudienceQuery,
  GroupMail,
  GroupMailRepository,
  GroupMailStatus,
  Language,
  SavedAccountFilter,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { isOptionalMailKind } from '@coach/core/mail/mail-choices';
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { groupMails, mailPreferences, savedAccountFilters } from '../schema/group-mail.ts';
import { membershipPackages } from '../schema/reference-data.ts';
import { violatedUniqueConstraint } from '../unique-violation.ts';
import type { AfterCommit } from './index.ts';
import { likePattern } from './like-pattern.ts';
import { arrayParam } from './sql-arrays.ts';

/** The audience's conditions on `accounts` (the same words as the accounts list's filter). */
function audienceCondition(audience: AudienceQuery): SQL | undefined {
  if (audience.kind === 'selection') return inArray(accounts.id, [...audience.accountIds]);
  const { filter, endsFrom, endsBefore } = audience;
  const conditions: (SQL | undefined)[] = searchWords(filter.search).map(
    (word) => sql`${accounts.searchText} like ${likePattern(word)}`,
  );
  if (filter.role) conditions.push(eq(accounts.accountRoleType, filter.role));
  if (filter.status) conditions.push(eq(accounts.status, filter.status));
  if (filter.locked !== undefined) conditions.push(eq(accounts.isLocked, filter.locked));
  if (filter.level) {
    conditions.push(
      inArray(
        accounts.membershipPackageId,
        sql`(select ${membershipPackages.id} from ${membershipPackages} where ${membershipPackages.coachLevel} = ${filter.level === 'coach'})`,
      ),
    );
  }
  if (endsFrom) conditions.push(gte(accounts.subscriptionEndDate, endsFrom));
  if (endsBefore) conditions.push(lt(accounts.subscriptionEndDate, endsBefore));
  return and(...conditions);
}

const mailColumns = {
  id: groupMails.id,
  subjectTr: groupMails.subjectTr,
  bodyTr: groupMails.bodyTr,
  subjectEn: groupMails.subjectEn,
  bodyEn: groupMails.bodyEn,
  audience: groupMails.audience,
  status: groupMails.status,
  recipientsTotal: groupMails.recipientsTotal,
  matchingTotal: groupMails.matchingTotal,
  queued: groupMails.queued,
  skipped: groupMails.skipped,
  lastAccountId: groupMails.lastAccountId,
  sentById: groupMails.sentById,
  sentByLabel: groupMails.sentByLabel,
  createdAt: groupMails.createdAt,
  finishedAt: groupMails.finishedAt,
};

// The status is narrowed by a CHECK constraint and the audience written by `insert` alone.
const toMail = (row: typeof groupMails.$inferSelect): GroupMail => ({
  ...row,
  audience: row.audience as Audience,
  status: row.status as GroupMailStatus,
});

const toSaved = (row: typeof savedAccountFilters.$inferSelect): SavedAccountFilter => ({
  id: row.id,
  name: row.name,
  filter: row.filter as AccountFilter,
  createdAt: row.createdAt,
});

/**
 * Mails to groups, saved filters and programme-news choices on PostgreSQL (ADR 0049). A committed
 * new mail calls `onQueued` (wakes the job that queues its members' mails).
 */
export function groupMailRepository(
  db: AppDatabase,
  afterCommit: AfterCommit,
  onQueued: () => void,
): GroupMailRepository {
  return {
    async countAudience(audience) {
      const [row] = await db
        .select({
          matching: sql<number>`count(*)::int`,
          optedOut: sql<number>`(count(*) filter (where ${mailPreferences.programmeNews} = false))::int`,
        })
        .from(accounts)
        .leftJoin(mailPreferences, eq(mailPreferences.accountId, accounts.id))
        .where(audienceCondition(audience));
      return { matching: row?.matching ?? 0, optedOut: row?.optedOut ?? 0 };
    },

    async audienceAfter(audience, afterId, limit) {
      const rows = await db
        .select({
          accountId: accounts.id,
          email: accounts.email,
          name: accounts.name,
          language: accounts.language,
          programmeNews: sql<boolean>`coalesce(${mailPreferences.programmeNews}, true)`,
        })
        .from(accounts)
        .leftJoin(mailPreferences, eq(mailPreferences.accountId, accounts.id))
        .where(and(audienceCondition(audience), afterId === null ? undefined : gt(accounts.id, afterId)))
        .orderBy(asc(accounts.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, language: row.language as Language }));
    },

    async listRecent(limit) {
      const rows = await db
        .select(mailColumns)
        .from(groupMails)
        .orderBy(desc(groupMails.createdAt), desc(groupMails.id))
        .limit(limit);
      return rows.map(toMail);
    },

    async findById(id) {
      const [row] = await db.select(mailColumns).from(groupMails).where(eq(groupMails.id, id));
      return row ? toMail(row) : null;
    },

    async listSavedFilters() {
      const rows = await db
        .select()
        .from(savedAccountFilters)
        .orderBy(sql`${savedAccountFilters.name} collate "und-x-icu"`, asc(savedAccountFilters.id));
      return rows.map(toSaved);
    },

    async preferencesOf(accountId) {
      const [row] = await db
        .select({
          programmeNews: mailPreferences.programmeNews,
          switchedOff: mailPreferences.switchedOff,
          unsubscribeKey: mailPreferences.unsubscribeKey,
        })
        .from(accounts)
        .leftJoin(mailPreferences, eq(mailPreferences.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      return {
        programmeNews: row.programmeNews ?? true,
        switchedOff: (row.switchedOff ?? []).filter(isOptionalMailKind),
        unsubscribeKey: row.unsubscribeKey ?? null,
      };
    },

    async switchedOffOf(accountIds) {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: mailPreferences.accountId, switchedOff: mailPreferences.switchedOff })
        .from(mailPreferences)
        .where(
          and(
            inArray(mailPreferences.accountId, [...accountIds]),
            sql`cardinality(${mailPreferences.switchedOff}) > 0`,
          ),
        );
      return new Map(rows.map((row) => [row.accountId, row.switchedOff.filter(isOptionalMailKind)]));
    },

    async insert(mail) {
      const [row] = await db.insert(groupMails).values(mail).returning();
      if (!row) throw new Error('The group mail was not stored');
      afterCommit(onQueued);
      return toMail(row);
    },

    async claimNext() {
      const [row] = await db
        .select(mailColumns)
        .from(groupMails)
        .where(inArray(groupMails.status, ['queued', 'running']))
        .orderBy(asc(groupMails.createdAt), asc(groupMails.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ? toMail(row) : null;
    },

    async recordBatch(id, batch) {
      await db
        .update(groupMails)
        .set({
          queued: sql`${groupMails.queued} + ${batch.queued}`,
          skipped: sql`${groupMails.skipped} + ${batch.skipped}`,
          lastAccountId: batch.lastAccountId,
          status: batch.status,
          finishedAt: batch.finishedAt,
        })
        .where(eq(groupMails.id, id));
    },

    async unsubscribeKeys(accountIds) {
      if (accountIds.length === 0) return new Map();
      // Rows for those without one (news on, a new random key), then every key in one read.
      await db.execute(sql`
        insert into mail_preferences (account_id)
        select unnest(${arrayParam(accountIds, 'uuid')})
        on conflict (account_id) do nothing`);
      const rows = await db
        .select({ accountId: mailPreferences.accountId, key: mailPreferences.unsubscribeKey })
        .from(mailPreferences)
        .where(inArray(mailPreferences.accountId, [...accountIds]));
      return new Map(rows.map((row) => [row.accountId, row.key]));
    },

    async setProgrammeNews(accountId, programmeNews, at) {
      await db
        .insert(mailPreferences)
        .values({ accountId, programmeNews, updatedAt: at })
        .onConflictDoUpdate({ target: mailPreferences.accountId, set: { programmeNews, updatedAt: at } });
    },

    async setSwitchedOff(accountId, kinds, at) {
      const switchedOff = [...kinds];
      await db
        .insert(mailPreferences)
        .values({ accountId, switchedOff, updatedAt: at })
        .onConflictDoUpdate({ target: mailPreferences.accountId, set: { switchedOff, updatedAt: at } });
    },

    async saveFilter(filter) {
      try {
        const [row] = await db.insert(savedAccountFilters).values(filter).returning();
        if (!row) throw new Error('The filter was not stored');
        return toSaved(row);
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'saved_account_filters_name_unique') {
          throw new DomainError('nameTaken');
        }
        throw error;
      }
    },

    async deleteFilter(id) {
      const deleted = await db
        .delete(savedAccountFilters)
        .where(eq(savedAccountFilters.id, id))
        .returning({ id: savedAccountFilters.id });
      return deleted.length > 0;
    },
  };
}
