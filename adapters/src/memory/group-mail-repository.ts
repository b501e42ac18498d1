import { randomUUID } from 'node:crypto';
import type {
  Account,
  AudienceMember,
  AudienceQuery,
  GroupMail,
  GroupMailRepository,
  OptionalMailKind,
  SavedAccountFilter,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

/** A member's programme-news choice and unsubscribe key, keyed by the account's id. */
interface MailPreferencesRow {
  readonly accountId: string;
  readonly programmeNews: boolean;
  readonly unsubscribeKey: string;
  /** The kinds of mail switched off (ADR 0055). */
  readonly switchedOff: readonly OptionalMailKind[];
  readonly updatedAt: Date;
}

export const groupMailsTable = memoryTable<GroupMail>('group_mails');
export const savedFiltersTable = memoryTable<SavedAccountFilter & { readonly createdBy: string | null }>(
  'saved_account_filters',
);
export const mailPreferencesTable = memoryTable<MailPreferencesRow>('mail_preferences');

/** Whether the account is in the audience, as the SQL of the PostgreSQL repository decides. */
function inAudience(db: MemoryDb, audience: AudienceQuery): (account: Account) => boolean {
  if (audience.kind === 'selection') {
    const ids = new Set(audience.accountIds);
    return (account) => ids.has(account.id);
  }
  const { filter, endsFrom, endsBefore } = audience;
  const words = searchWords(filter.search);
  const packages = db.rows(membershipPackagesTable);
  return (account) => {
    const fields = [account.name, account.surname, account.email, account.phone ?? ''].map(foldForSearch);
    if (!words.every((word) => fields.some((field) => field.includes(word)))) return false;
    if (filter.role && account.accountRoleType !== filter.role) return false;
    if (filter.status && account.status !== filter.status) return false;
    if (filter.locked !== undefined && account.isLocked !== filter.locked) return false;
    if (filter.level) {
      const found = account.membershipPackageId ? packages.get(account.membershipPackageId) : undefined;
      if (!found || found.coachLevel !== (filter.level === 'coach')) return false;
    }
    const ends = account.subscriptionEndDate?.getTime();
    if (endsFrom && (ends === undefined || ends < endsFrom.getTime())) return false;
    if (endsBefore && (ends === undefined || ends >= endsBefore.getTime())) return false;
    return true;
  };
}

const newestFirst = (a: GroupMail, b: GroupMail) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

/** Mails to groups, saved filters and programme-news choices in memory (ADR 0049). */
export function memoryGroupMailRepository(db: MemoryDb): GroupMailRepository {
  const membersOf = (audience: AudienceQuery) => {
    const preferences = db.rows(mailPreferencesTable);
    return [...db.rows(accountsTable).values()]
      .filter(inAudience(db, audience))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(
        (account): AudienceMember => ({
          accountId: account.id,
          email: account.email,
          name: account.name,
          language: account.language,
          programmeNews: preferences.get(account.id)?.programmeNews ?? true,
        }),
      );
  };
  const update = (id: string, values: Partial<GroupMail>) => {
    const rows = db.writable(groupMailsTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...values });
  };
  return {
    async countAudience(audience) {
      const members = membersOf(audience);
      return { matching: members.length, optedOut: members.filter((member) => !member.programmeNews).length };
    },
    async audienceAfter(audience, afterId, limit) {
      return membersOf(audience)
        .filter((member) => afterId === null || member.accountId > afterId)
        .slice(0, limit);
    },
    async listRecent(limit) {
      return [...db.rows(groupMailsTable).values()].sort(newestFirst).slice(0, limit).map(copy);
    },
    async findById(id) {
      const row = db.rows(groupMailsTable).get(id);
      return row ? copy(row) : null;
    },
    async listSavedFilters() {
      return [...db.rows(savedFiltersTable).values()]
        .sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.id.localeCompare(b.id))
        .map(({ createdBy: _createdBy, ...saved }) => copy(saved));
    },
    async preferencesOf(accountId) {
      if (!db.rows(accountsTable).has(accountId)) return null;
      const row = db.rows(mailPreferencesTable).get(accountId);
      return {
        programmeNews: row?.programmeNews ?? true,
        switchedOff: [...(row?.switchedOff ?? [])],
        unsubscribeKey: row?.unsubscribeKey ?? null,
      };
    },
    async switchedOffOf(accountIds) {
      const rows = db.rows(mailPreferencesTable);
      const found = new Map<string, readonly OptionalMailKind[]>();
      for (const accountId of accountIds) {
        const switchedOff = rows.get(accountId)?.switchedOff ?? [];
        if (switchedOff.length > 0) found.set(accountId, [...switchedOff]);
      }
      return found;
    },
    async insert(mail) {
      const row: GroupMail = {
        ...copy(mail),
        id: randomUUID(),
        status: 'queued',
        queued: 0,
        skipped: 0,
        lastAccountId: null,
        finishedAt: null,
      };
      db.writable(groupMailsTable).set(row.id, row);
      return copy(row);
    },
    async claimNext() {
      const next = [...db.rows(groupMailsTable).values()]
        .filter((mail) => mail.status === 'queued' || mail.status === 'running')
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))[0];
      return next ? copy(next) : null;
    },
    async recordBatch(id, batch) {
      const row = db.rows(groupMailsTable).get(id);
      if (!row) return;
      update(id, {
        queued: row.queued + batch.queued,
        skipped: row.skipped + batch.skipped,
        lastAccountId: batch.lastAccountId,
        status: batch.status,
        finishedAt: batch.finishedAt,
      });
    },
    async unsubscribeKeys(accountIds) {
      const rows = db.writable(mailPreferencesTable);
      const keys = new Map<string, string>();
      for (const accountId of accountIds) {
        let row = rows.get(accountId);
        if (!row) {
          row = {
            accountId,
            programmeNews: true,
            unsubscribeKey: randomUUID(),
            switchedOff: [],
            updatedAt: db.now(),
          };
          rows.set(accountId, row);
        }
        keys.set(accountId, row.unsubscribeKey);
      }
      return keys;
    },
    async setProgrammeNews(accountId, programmeNews, at) {
      const rows = db.writable(mailPreferencesTable);
      const row = rows.get(accountId);
      rows.set(accountId, {
        accountId,
        programmeNews,
        unsubscribeKey: row?.unsubscribeKey ?? randomUUID(),
        switchedOff: row?.switchedOff ?? [],
        updatedAt: at,
      });
    },
    async setSwitchedOff(accountId, kinds, at) {
      const rows = db.writable(mailPreferencesTable);
      const row = rows.get(accountId);
      rows.set(accountId, {
        accountId,
        programmeNews: row?.programmeNews ?? true,
        unsubscribeKey: row?.unsubscribeKey ?? randomUUID(),
        switchedOff: [...kinds],
        updatedAt: at,
      });
    },
    async saveFilter({ name, filter, createdBy, createdAt }) {
      const rows = db.writable(savedFiltersTable);
      const folded = name.toLowerCase();
      if ([...rows.values()].some((row) => row.name.toLowerCase() === folded))
        throw new DomainError('nameTaken');
      const row = { id: randomUUID(), name, filter: copy(filter), createdBy, createdAt };
      rows.set(row.id, row);
      const { createdBy: _createdBy, ...saved } = row;
      return copy(saved);
    },
    async deleteFilter(id) {
      return db.writable(savedFiltersTable).delete(id);
    },
  };
}
