import type { LedgerEntry, NewLedgerEntry } from '../ledger/domain/ledger-entry.ts';

export interface LedgerReads {
  listForAccount(accountId: string): Promise<LedgerEntry[]>;
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
