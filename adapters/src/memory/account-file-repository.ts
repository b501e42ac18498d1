import { randomUUID } from 'node:crypto';
import type {
  AccountFile,
  AccountFileRepository,
  AccountFileReviewSearch,
  AccountFileWithContent,
  AccountFileWithMember,
} from '@coach/core';
import { foldForSearch, searchWords, turkishSortKey } from '../text/turkish-text.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const accountFilesTable = memoryTable<AccountFileWithContent>('account_files');

type Comparison = (a: AccountFileWithMember, b: AccountFileWithMember) => number;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? 0) - (b?.getTime() ?? 0);

/**
 * The order of the PostgreSQL repository: pending first, then the key, the upload time and the id
 * in the sort's direction (names by their Turkish keys, the not yet reviewed last both ways).
 */
function comparisonOf({ sort }: AccountFileReviewSearch): Comparison {
  const byKey: Record<AccountFileReviewSearch['sort']['key'], Comparison> = {
    createdAt: () => 0,
    memberName: (a, b) =>
      compareText(turkishSortKey(a.memberName), turkishSortKey(b.memberName)) ||
      compareText(turkishSortKey(a.memberSurname), turkishSortKey(b.memberSurname)),
    reviewedAt: (a, b) => compareTime(a.reviewedAt, b.reviewedAt),
  };
  const sign = sort.descending ? -1 : 1;
  const notReviewedLast: Comparison = (a, b) =>
    sort.key === 'reviewedAt' ? Number(a.reviewedAt === null) - Number(b.reviewedAt === null) : 0;
  const pendingFirst: Comparison = (a, b) => Number(a.state !== 'pending') - Number(b.state !== 'pending');
  return (a, b) =>
    pendingFirst(a, b) ||
    notReviewedLast(a, b) ||
    sign * (byKey[sort.key](a, b) || compareTime(a.createdAt, b.createdAt) || compareText(a.id, b.id));
}

/**
 * Proofs of education in memory. Deleting an account removes its proofs on PostgreSQL (cascade)
 * and forgets who uploaded or reviewed (set null); here the same is seen by reading through the
 * accounts table, so no other repository needs to know about this one.
 */
export function memoryAccountFileRepository(db: MemoryDb): AccountFileRepository {
  const accounts = () => db.rows(accountsTable);
  const stillThere = (id: string | null) => (id !== null && accounts().has(id) ? id : null);

  /** The row as PostgreSQL would hold it, or null when its account is gone. */
  function live(row: AccountFileWithContent | undefined): AccountFileWithContent | null {
    if (!row || !accounts().has(row.accountId)) return null;
    return { ...row, createdBy: stillThere(row.createdBy), reviewedBy: stillThere(row.reviewedBy) };
  }
  function withoutContent({ content: _content, ...file }: AccountFileWithContent): AccountFile {
    return copy(file);
  }
  const liveRows = () => [...db.rows(accountFilesTable).values()].flatMap((row) => live(row) ?? []);

  const findById = async (id: string) => {
    const row = live(db.rows(accountFilesTable).get(id));
    return row ? withoutContent(row) : null;
  };

  return {
    findById,
    // Units of work run one at a time in memory: that is the lock.
    findByIdForUpdate: findById,

    async findContent(id) {
      const row = live(db.rows(accountFilesTable).get(id));
      return row ? copy(row) : null;
    },

    async listOfAccount(accountId) {
      return liveRows()
        .filter((row) => row.accountId === accountId)
        .sort((a, b) => compareTime(b.createdAt, a.createdAt) || compareText(b.id, a.id))
        .map(withoutContent);
    },

    async search(query) {
      const words = searchWords(query.search);
      const matching = liveRows()
        .filter((row) => !query.state || row.state === query.state)
        .flatMap((row): AccountFileWithMember[] => {
          const account = accounts().get(row.accountId);
          if (!account) return [];
          return [
            {
              ...withoutContent(row),
              memberName: account.name,
              memberSurname: account.surname,
              memberEmail: account.email,
            },
          ];
        })
        .filter((file) => {
          // Every word, folded, in the member's name, surname, e-mail or phone, as on PostgreSQL.
          const account = accounts().get(file.accountId);
          const fields = [file.memberName, file.memberSurname, file.memberEmail, account?.phone ?? ''].map(
            foldForSearch,
          );
          return words.every((word) => fields.some((field) => field.includes(word)));
        })
        .sort(comparisonOf(query));
      return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
    },

    async countPending(uploadedBefore) {
      return liveRows().filter(
        (row) => row.state === 'pending' && (!uploadedBefore || row.createdAt < uploadedBefore),
      ).length;
    },

    async insert(file) {
      const row: AccountFileWithContent = {
        ...copy(file),
        id: randomUUID(),
        sizeBytes: file.content.byteLength,
        state: 'pending',
        rejectionReason: null,
        reviewedBy: null,
        reviewedAt: null,
      };
      db.writable(accountFilesTable).set(row.id, row);
      return withoutContent(row);
    },

    async review(id, review) {
      const rows = db.writable(accountFilesTable);
      const row = rows.get(id);
      if (!row) throw new Error(`account_files ${id} vanished during its review`);
      const reviewed = { ...row, ...copy(review) };
      rows.set(id, reviewed);
      return withoutContent(reviewed);
    },

    async delete(id) {
      db.writable(accountFilesTable).delete(id);
    },
  };
}
