import type { LedgerEntryView } from '../contracts/ledger.ts';
import type { LedgerEntry } from './domain/ledger-entry.ts';

/** Entries oldest first, each with the score after it: the points-over-time chart. */
export function ledgerEntryViews(entries: readonly LedgerEntry[]): LedgerEntryView[] {
  let balance = 0;
  return entries.map((entry) => {
    balance += entry.delta;
    return ledgerEntryView(entry, balance);
  });
}

export function ledgerEntryView(entry: LedgerEntry, balanceAfter: number): LedgerEntryView {
  return {
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    projectId: entry.projectId,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
    balanceAfter,
  };
}
