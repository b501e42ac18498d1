import type { AuditEntry, NewAuditEntry } from '../audit/domain/audit-entry.ts';

export interface AuditLogQuery {
  /**
   * Words that must each appear in the actor label, the action, the entity type or the entity id,
   * ignoring case and Turkish letters (ş/s, ı/i, …); empty matches every entry.
   */
  readonly search: string;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  /** Newest first unless told (ties: the later entry first, or last when oldest first). */
  readonly oldestFirst?: boolean | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** The log's search and filters without its page and order: what an export applies. */
export type AuditLogMatch = Pick<AuditLogQuery, 'search' | 'entityType' | 'entityId'>;

export interface AuditLogReads {
  /** One page of the matching entries, with the number of matching entries in all. */
  search(query: AuditLogQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /**
   * At most `limit` of the entries `match` finds, newest first (ties by id the same way), after
   * `after` (from the newest when null): an export's keyset batch along the log's own indexes of
   * its time (whole, or after an entity type or entity), never OFFSET (ADR 0042).
   */
  listMatchingAfter(
    match: AuditLogMatch,
    after: Pick<AuditEntry, 'createdAt' | 'id'> | null,
    limit: number,
  ): Promise<AuditEntry[]>;
  /** How many entries `match` finds (an export's total, for its progress). */
  countMatching(match: AuditLogMatch): Promise<number>;
  /** Every entity type the log names, in alphabetical order. */
  entityTypes(): Promise<string[]>;
}

/** Append-only: there is no update and no delete, and the database refuses both as well. */
export interface AuditLogRepository extends AuditLogReads {
  append(entry: NewAuditEntry): Promise<void>;
  /** Many entries in a few statements (an import's entry per account). */
  appendMany(entries: readonly NewAuditEntry[]): Promise<void>;
}
