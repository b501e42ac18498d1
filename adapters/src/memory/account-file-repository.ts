import { randomUUID } from 'node:crypto';
import type {
  AccountFile,
  AccountFileRepository,
  AccountFileReviewSearch,
  AccountFileWithContent,
  AccountFileWithMember,
} from '@coach/core';
import { accountsTable } from './account-repository.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { containsIgnoringCase } from './text-match.ts';

export const accountFilesTable = memoryTable<AccountFileWithContent>('account_files');

type Comparison = (a: AccountFileWithMember, b: AccountFileWithMember) => number;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? 0) - (b?.getTime() ?? 0);

/** The order of the PostgreSQL repository, one comparison after another. */
function comparisonOf({ state, sort }: AccountFileReviewSearch): Comparison {
  const sign = sort.descending ? -1 : 1;
  const byKey: Record<AccountFileReviewSearch['sort']['key'], Comparison> = {
    createdAt: (a, b) => sign * compareTime(a.createdAt, b.createdAt),
    memberName: (a, b) =>
      sign *
      (compareText(a.memberName.toLowerCase(), b.memberName.toLowerCase()) ||
        compareText(a.memberSurname.toLowerCase(), b.memberSurname.toLowerCase())),
    reviewedAt: (a, b) =>
      Number(a.reviewedAt === null) - Number(b.reviewedAt === null) ||
      sign * compareTime(a.reviewedAt, b.reviewedAt),
  };
  const pendingFirst: Comparison = (a, b) =>
    state ? 0 : Number(a.state !== 'pending') - Number(b.state !== 'pending');
  return (a, b) =>
    pendingFirst(a, b) ||
    byKey[sort.key](a, b) ||
    compareTime(a.createdAt, b.createdAt) ||
    compareText(a.id, b.id);
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
        .filter(
          (file) =>
            !query.search ||
            [
              file.memberName,
              file.memberSurname,
              `${file.memberName} ${file.memberSurname}`,
              file.memberEmail,
            ].some((text) => containsIgnoringCase(text, query.search)),
        )
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
