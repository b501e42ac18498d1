import type {
  AccountFile,
  AccountFileRepository,
  AccountFileReviewSearch,
  AccountFileState,
  AccountFileWithMember,
  ProofContentType,
} from '@coach/core';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accountFiles } from '../schema/account-files.ts';
import { accounts } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

/** Every column but the bytes: lists and rules never read a file they do not send. */
const summary = {
  id: accountFiles.id,
  accountId: accountFiles.accountId,
  fileName: accountFiles.fileName,
  contentType: accountFiles.contentType,
  sizeBytes: accountFiles.sizeBytes,
  state: accountFiles.state,
  rejectionReason: accountFiles.rejectionReason,
  createdBy: accountFiles.createdBy,
  reviewedBy: accountFiles.reviewedBy,
  reviewedAt: accountFiles.reviewedAt,
  createdAt: accountFiles.createdAt,
};

type SummaryRow = { [Key in keyof typeof summary]: (typeof accountFiles.$inferSelect)[Key] };

// State and content type are narrowed by the table's CHECK constraints; the casts only restate them.
function toFile<Row extends SummaryRow>(row: Row): Row & AccountFile {
  return { ...row, state: row.state as AccountFileState, contentType: row.contentType as ProofContentType };
}

/**
 * Every word in the member's name, surname, e-mail or phone: the proofs of the accounts whose
 * folded `search_text` holds them all. The accounts are found first, once, by its trigram index
 * (`array(…)` is evaluated before the proofs are read), and their proofs by account; walking the
 * proofs in the list's order and testing each one's account took 0.1-0.2 s at full size.
 */
function searchCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const matches = and(...words.map((word) => sql`${accounts.searchText} like ${likePattern(word)}`));
  return sql`${accountFiles.accountId} = any(array(select ${accounts.id} from ${accounts} where ${matches}))`;
}

/**
 * Pending proofs first (also under a state filter, where it is constant), then the sort's key, the
 * upload time and the id, all in the sort's direction: the keys of account_files_queue_* (schema/
 * account-files.ts), one index per direction. Not yet reviewed proofs come last both ways. Member
 * names compare by their Turkish keys, copied onto each proof (migration 0022).
 */
function orderOf({ sort }: AccountFileReviewSearch): SQL[] {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const byKey: Record<AccountFileReviewSearch['sort']['key'], SQL[]> = {
    createdAt: [],
    memberName: [
      sql`${accountFiles.memberNameKey} collate "C" ${direction}`,
      sql`${accountFiles.memberSurnameKey} collate "C" ${direction}`,
    ],
    reviewedAt: [sql`${accountFiles.reviewedAt} ${direction} nulls last`],
  };
  return [
    sql`(${accountFiles.state} <> 'pending')`,
    ...byKey[sort.key],
    sql`${accountFiles.createdAt} ${direction}`,
    sql`${accountFiles.id} ${direction}`,
  ];
}

/** Proofs of education on PostgreSQL, their bytes in the row (at most 2 MB). */
export function accountFileRepository(db: AppDatabase): AccountFileRepository {
  const findOne = async (id: string, forUpdate = false) => {
    const query = db.select(summary).from(accountFiles).where(eq(accountFiles.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toFile(row) : null;
  };

  return {
    findById: (id) => findOne(id),
    findByIdForUpdate: (id) => findOne(id, true),

    async findContent(id) {
      const [row] = await db
        .select({ ...summary, content: accountFiles.content })
        .from(accountFiles)
        .where(eq(accountFiles.id, id))
        .limit(1);
      return row ? toFile(row) : null;
    },

    async listOfAccount(accountId) {
      const rows = await db
        .select(summary)
        .from(accountFiles)
        .where(eq(accountFiles.accountId, accountId))
        .orderBy(desc(accountFiles.createdAt), desc(accountFiles.id));
      return rows.map(toFile);
    },

    async search(query) {
      const where = and(
        query.state ? eq(accountFiles.state, query.state) : undefined,
        searchCondition(query.search),
      );
      const order = orderOf(query);
      // The page's ids from the proofs alone (an index-only scan in the list's order, or the
      // searched accounts' proofs), then the page's rows with their members.
      const pageIds = db
        .select({ id: accountFiles.id })
        .from(accountFiles)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...summary,
            memberName: accounts.name,
            memberSurname: accounts.surname,
            memberEmail: accounts.email,
          })
          .from(accountFiles)
          .innerJoin(accounts, eq(accounts.id, accountFiles.accountId))
          .where(inArray(accountFiles.id, pageIds))
          .orderBy(...order),
        db.select({ value: count() }).from(accountFiles).where(where),
      ]);
      return { items: rows.map((row): AccountFileWithMember => toFile(row)), total: total?.value ?? 0 };
    },

    async countPending(uploadedBefore) {
      const [result] = await db
        .select({ value: count() })
        .from(accountFiles)
        .where(
          and(
            eq(accountFiles.state, 'pending'),
            uploadedBefore ? lt(accountFiles.createdAt, uploadedBefore) : undefined,
          ),
        );
      return result?.value ?? 0;
    },

    async insert(file) {
      const [row] = await db
        .insert(accountFiles)
        .values({ ...file, sizeBytes: file.content.byteLength, state: 'pending' })
        .returning(summary);
      if (!row) throw new Error('Insert into account_files returned no row');
      return toFile(row);
    },

    async review(id, review) {
      const [row] = await db
        .update(accountFiles)
        .set(review)
        .where(eq(accountFiles.id, id))
        .returning(summary);
      if (!row) throw new Error(`account_files ${id} vanished during its review`);
      return toFile(row);
    },

    async delete(id) {
      await db.delete(accountFiles).where(eq(accountFiles.id, id));
    },
  };
}
