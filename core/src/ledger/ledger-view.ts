import type { LedgerEntryView } from '../contracts/ledger.ts';
import type { LedgerEntry } from './domain/ledger-entry.ts';

/** The names of the accounts that made entries, by account id; without it no entry names its actor. */
export type ActorNames = ReadonlyMap<string, string>;

/** Entries oldest first, each with the score after it: the points-over-time chart. */
export function ledgerEntryViews(
  entries: readonly LedgerEntry[],
  actorNames?: ActorNames,
): LedgerEntryView[] {
  let balance = 0;
  return entries.map((entry) => {
    balance += entry.delta;
    return ledgerEntryView(entry, balance, actorNames);
  });
}

export function ledgerEntryView(
  entry: LedgerEntry,
  balanceAfter: number,
  actorNames?: ActorNames,
): LedgerEntryView {
  const view: LedgerEntryView = {
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    projectId: entry.projectId,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
    balanceAfter,
  };
  if (!actorNames) return view;
  const fullName = entry.actorAccountId === null ? undefined : actorNames.get(entry.actorAccountId);
  return {
    ...view,
    actor:
      entry.actorAccountId !== null && fullName !== undefined
        ? { accountId: entry.actorAccountId, fullName }
        : null,
  };
}
