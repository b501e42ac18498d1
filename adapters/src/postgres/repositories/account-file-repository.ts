import type {
  AccountFile,
  AccountFileRepository,
  AccountFileReviewSearch,
  AccountFileState,
  AccountFileWithMember,
  ProofContentType,
} from '@coach/core';
import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
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

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(accounts.name, pattern),
    ilike(accounts.surname, pattern),
    ilike(sql`${accounts.name} || ' ' || ${accounts.surname}`, pattern),
    ilike(accounts.email, pattern),
  );
}

function orderOf({ state, sort }: AccountFileReviewSearch): SQL[] {
  const direction = sort.descending ? desc : asc;
  const byKey: Record<AccountFileReviewSearch['sort']['key'], SQL[]> = {
    createdAt: [direction(accountFiles.createdAt)],
    memberName: [direction(sql`lower(${accounts.name})`), direction(sql`lower(${accounts.surname})`)],
    // Not yet reviewed ones come last in either direction.
    reviewedAt: [sql`${accountFiles.reviewedAt} is null`, direction(accountFiles.reviewedAt)],
  };
  return [
    ...(state ? [] : [sql`${accountFiles.state} <> 'pending'`]),
    ...byKey[sort.key],
    asc(accountFiles.createdAt),
    asc(accountFiles.id),
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
      const [row] = await db.select().from(accountFiles).where(eq(accountFiles.id, id)).limit(1);
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
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ value: count() })
          .from(accountFiles)
          .innerJoin(accounts, eq(accounts.id, accountFiles.accountId))
          .where(where),
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
