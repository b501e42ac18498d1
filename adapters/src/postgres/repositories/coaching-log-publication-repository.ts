import type { CoachingLogPublicationRecord, CoachingLogPublicationRepository, Language } from '@coach/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { coachingLogPublications } from '../schema/coaching.ts';

const recordColumns = {
  id: coachingLogPublications.id,
  accountId: coachingLogPublications.accountId,
  language: coachingLogPublications.language,
  from: coachingLogPublications.fromDay,
  to: coachingLogPublications.toDay,
  payload: coachingLogPublications.payload,
  keyId: coachingLogPublications.keyId,
  signature: coachingLogPublications.signature,
  pdfSha256: coachingLogPublications.pdfSha256,
  rowCount: coachingLogPublications.rowCount,
  publishedAt: coachingLogPublications.publishedAt,
  revokedAt: coachingLogPublications.revokedAt,
};

type RecordRow = Omit<CoachingLogPublicationRecord, 'language'> & { language: string };

// The language is narrowed by the table's CHECK constraint.
const toRecord = (row: RecordRow): CoachingLogPublicationRecord => ({
  ...row,
  language: row.language as Language,
});

/** Published coaching logs on PostgreSQL (ADR 0054). */
export function coachingLogPublicationRepository(db: AppDatabase): CoachingLogPublicationRepository {
  const selectWhere = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select(recordColumns).from(coachingLogPublications).where(where).limit(1);
    return row ? toRecord(row) : null;
  };
  return {
    async insert(publication, pdf) {
      const { from, to, ...rest } = publication;
      await db.insert(coachingLogPublications).values({ ...rest, fromDay: from, toDay: to, pdf });
    },
    async revoke(id, accountId, at) {
      const owned = and(eq(coachingLogPublications.id, id), eq(coachingLogPublications.accountId, accountId));
      const [row] = await db
        .select({ id: coachingLogPublications.id })
        .from(coachingLogPublications)
        .where(owned)
        .limit(1);
      if (!row) return false;
      await db
        .update(coachingLogPublications)
        .set({ revokedAt: at })
        .where(and(owned, isNull(coachingLogPublications.revokedAt)));
      return true;
    },
    findById: (id) => selectWhere(eq(coachingLogPublications.id, id)),
    findByPdfSha256: (sha256) => selectWhere(eq(coachingLogPublications.pdfSha256, sha256)),
    async findPdf(id) {
      const [row] = await db
        .select({ pdf: coachingLogPublications.pdf })
        .from(coachingLogPublications)
        .where(eq(coachingLogPublications.id, id))
        .limit(1);
      if (!row) return null;
      const bytes = new Uint8Array(row.pdf.byteLength);
      bytes.set(row.pdf);
      return bytes;
    },
    async listByAccount(accountId) {
      const rows = await db
        .select(recordColumns)
        .from(coachingLogPublications)
        .where(eq(coachingLogPublications.accountId, accountId))
        .orderBy(desc(coachingLogPublications.publishedAt), coachingLogPublications.id);
      return rows.map(toRecord);
    },
  };
}
