/** One administrator action as the audit log keeps it: who, what, when, before and after. */
export interface AuditEntry {
  readonly id: number;
  /** Null for the system (CLI, jobs, seed). */
  readonly actorAccountId: string | null;
  /** The actor's e-mail address at the time, or `system`. */
  readonly actorLabel: string;
  /** The use case's name, e.g. `accounts.update`. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly clientAddress: string | null;
  readonly createdAt: Date;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

/** Fields never copied into the log: secrets, and bytes that belong in their own table. */
const leftOut = new Set(['passwordHash', 'content', 'tokenHash']);

/**
 * A record as the log keeps it: JSON-safe (dates as ISO text), without secrets or file bytes. The
 * log is append-only, so what goes in must be fit to stay forever.
 */
export function auditSnapshot(record: object | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (leftOut.has(key) || value instanceof Uint8Array) continue;
    snapshot[key] = value instanceof Date ? value.toISOString() : value;
  }
  return snapshot;
}
