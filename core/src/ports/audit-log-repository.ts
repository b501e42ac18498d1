import type { AuditEntry, NewAuditEntry } from '../audit/domain/audit-entry.ts';

export interface AuditLogQuery {
  /** Matches the actor label, the action, the entity type or the entity id (case-insensitive). */
  readonly search: string;
  readonly entityType?: string | undefined;
  readonly entityId?: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

export interface AuditLogReads {
  /** Newest first, with the number of matching entries in all. */
  search(query: AuditLogQuery): Promise<{ items: AuditEntry[]; total: number }>;
}

/** Append-only: there is no update and no delete, and the database refuses both as well. */
export interface AuditLogRepository extends AuditLogReads {
  append(entry: NewAuditEntry): Promise<void>;
}
