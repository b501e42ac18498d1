/**
 * The points ledger: a member's score is the sum of immutable entries; entries are never updated
 * or deleted. `accounts.score` caches the sum and is changed in the same transaction as the entry.
 */
export const ledgerReasons = [
  'coachee_sessions',
  'coach_sessions',
  'unclosed_penalty',
  'admin_adjustment',
  'opening_balance',
] as const;

export type LedgerReason = (typeof ledgerReasons)[number];

export interface LedgerEntry {
  readonly id: string;
  readonly accountId: string;
  readonly delta: number;
  readonly reason: LedgerReason;
  readonly projectId: string | null;
  /** The account that caused the entry; null when the system did (scheduler, import). */
  readonly actorAccountId: string | null;
  readonly note: string | null;
  readonly createdAt: Date;
}

/**
 * `createdAt` comes from the use case's clock, the moment the points moved (ADR 0020); every use
 * case gives it. Left out (repository tests), the database's time stamps the entry.
 */
export type NewLedgerEntry = Omit<LedgerEntry, 'id' | 'createdAt'> & { readonly createdAt?: Date };
