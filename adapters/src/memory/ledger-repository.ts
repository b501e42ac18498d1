import { randomUUID } from 'node:crypto';
import type { LedgerEntry, LedgerRepository } from '@coach/core';
import { fullNameOf } from '@coach/core/accounts/domain/account';
import { accountsTable, addToScore, ledgerTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';

export function memoryLedgerRepository(db: MemoryDb): LedgerRepository {
  const repository: LedgerRepository = {
    async append(entry) {
      const rows = db.writable(ledgerTable);
      const accounts = db.rows(accountsTable);
      if (
        !accounts.has(entry.accountId) ||
        (entry.actorAccountId !== null && !accounts.has(entry.actorAccountId))
      ) {
        throw new Error('ledger_entries_account_id_fkey: no such account');
      }
      // unique (project, reason, account); entries without a project never collide (NULLs are distinct).
      for (const existing of rows.values()) {
        const same =
          entry.projectId !== null &&
          existing.projectId === entry.projectId &&
          existing.reason === entry.reason &&
          existing.accountId === entry.accountId;
        if (same) throw new Error('ledger_entries_project_reason_account_unique: duplicate');
      }
      // As the column's default: the entry's own moment when it has one (the demo's history, a back-dated balance).
      const row: LedgerEntry = { ...copy(entry), id: randomUUID(), createdAt: entry.createdAt ?? db.now() };
      rows.set(row.id, row);
      addToScore(db, entry.accountId, entry.delta);
      return copy(row);
    },

    async listMatchingAfter(match, after, limit) {
      const accounts = db.rows(accountsTable);
      // Newest first, ties by id the same way, after the last entry read (as the SQL's
      // row comparison `(created_at, id) < (…)`).
      const time = (entry: LedgerEntry) => entry.createdAt.getTime();
      const before = (entry: LedgerEntry) =>
        !after ||
        time(entry) < after.createdAt.getTime() ||
        (time(entry) === after.createdAt.getTime() && entry.id < after.id);
      return [...db.rows(ledgerTable).values()]
        .filter((entry) => (!match.accountId || entry.accountId === match.accountId) && before(entry))
        .sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : -1))
        .slice(0, limit)
        .map((entry) => {
          const member = accounts.get(entry.accountId);
          const actor = entry.actorAccountId ? accounts.get(entry.actorAccountId) : undefined;
          return {
            ...copy(entry),
            member: { name: member?.name ?? '', surname: member?.surname ?? '', email: member?.email ?? '' },
            actorName: actor ? fullNameOf(actor) : null,
          };
        });
    },

    async countMatching(match) {
      return [...db.rows(ledgerTable).values()].filter(
        (entry) => !match.accountId || entry.accountId === match.accountId,
      ).length;
    },

    async listForAccount(accountId) {
      const entries = [...db.rows(ledgerTable).values()].filter((entry) => entry.accountId === accountId);
      // A stable sort: equal times keep the order of appending.
      entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return entries.map(copy);
    },

    async findBalanceMismatches() {
      const sums = new Map<string, number>();
      for (const entry of db.rows(ledgerTable).values()) {
        sums.set(entry.accountId, (sums.get(entry.accountId) ?? 0) + entry.delta);
      }
      return [...db.rows(accountsTable).values()]
        .map((account) => ({ accountId: account.id, score: account.score, sum: sums.get(account.id) ?? 0 }))
        .filter((balance) => balance.score !== balance.sum)
        .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
    },

    async appendMany(entries) {
      for (const entry of entries) await repository.append(entry);
    },
  };
  return repository;
}
