import type { LedgerEntry, NewLedgerEntry } from '../ledger/domain/ledger-entry.ts';

export interface LedgerReads {
  listForAccount(accountId: string): Promise<LedgerEntry[]>;
}

export interface LedgerRepository extends LedgerReads {
  /** Appends an immutable entry and adds its delta to the account's cached score, atomically. */
  append(entry: NewLedgerEntry): Promise<LedgerEntry>;
}
