import type { CoachingLogPublicationRecord, CoachingLogPublicationRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

interface PublicationRow extends CoachingLogPublicationRecord {
  readonly pdf: Uint8Array<ArrayBuffer>;
}

export const coachingLogPublicationsTable = memoryTable<PublicationRow>('coaching_log_publications');

const recordOf = ({ pdf: _, ...record }: PublicationRow): CoachingLogPublicationRecord => copy(record);

/** Published coaching logs in memory (ADR 0054). */
export function memoryCoachingLogPublicationRepository(db: MemoryDb): CoachingLogPublicationRepository {
  const rows = () => [...db.rows(coachingLogPublicationsTable).values()];
  return {
    async insert(publication, pdf) {
      const table = db.writable(coachingLogPublicationsTable);
      if (table.has(publication.id)) throw new Error('coaching_log_publications_pkey: duplicate id');
      table.set(publication.id, { ...copy(publication), pdf: Uint8Array.from(pdf) });
    },
    async revoke(id, accountId, at) {
      const table = db.writable(coachingLogPublicationsTable);
      const row = table.get(id);
      if (!row || row.accountId !== accountId) return false;
      if (!row.revokedAt) table.set(id, { ...row, revokedAt: new Date(at) });
      return true;
    },
    async findById(id) {
      const row = db.rows(coachingLogPublicationsTable).get(id);
      return row ? recordOf(row) : null;
    },
    async findByPdfSha256(sha256) {
      const row = rows().find((item) => item.pdfSha256 === sha256);
      return row ? recordOf(row) : null;
    },
    async findPdf(id) {
      const row = db.rows(coachingLogPublicationsTable).get(id);
      return row ? Uint8Array.from(row.pdf) : null;
    },
    async listByAccount(accountId) {
      return rows()
        .filter((row) => row.accountId === accountId)
        .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? -1 : 1))
        .map(recordOf);
    },
  };
}
