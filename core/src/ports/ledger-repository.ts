import type { LedgerEntry, NewLedgerEntry } from '../ledger/domain/ledger-entry.ts';

/** The ledger's filter: one member's entries, or every entry of the programme when left out. */
export interface LedgerMatch {
  readonly accountId?: string | undefined;
}

/** An entry as the back office lists it: whose points moved, and who made the entry. */
export interface ListedLedgerEntry extends LedgerEntry {
  readonly member: { readonly name: string; readonly surname: string; readonly email: string };
  /** The full name of the account that made it; null when the system did or the account is gone. */
  readonly actorName: string | null;
}

export interface LedgerReads {
  listForAccount(accountId: string): Promise<LedgerEntry[]>;
  /**
   * At most `limit` of the entries `match` finds, newest first (ties by id the same way), after
   * `after` (from the newest when null): an export's keyset batch along the member's index, or the
   * ledger's index of its time for every entry, never OFFSET (ADR 0042).
   */
  listMatchingAfter(
    match: LedgerMatch,
    after: Pick<LedgerEntry, 'createdAt' | 'id'> | null,
    limit: number,
  ): Promise<ListedLedgerEntry[]>;
  /** How many entries `match` finds (an export's total, for its progress). */
  countMatching(match: LedgerMatch): Promise<number>;
  /**
   * Accounts whose cached score differs from the sum of their entries (none, when the ledger
   * holds): what `verify-ledger` reports.
   */
  findBalanceMismatches(): Promise<{ accountId: string; score: number; sum: number }[]>;
}

export interface LedgerRepository extends LedgerReads {
  /** Appends an immutable entry and adds its delta to the account's cached score, atomically. */
  append(entry: NewLedgerEntry): Promise<LedgerEntry>;
  /** Many entries in a few statements, each delta added to its account's cached score (an import's opening balances). */
  appendMany(entries: readonly NewLedgerEntry[]): Promise<void>;
}
