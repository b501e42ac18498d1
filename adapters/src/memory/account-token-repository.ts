import type { AccountToken, AccountTokenRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type TokenRow = AccountToken & { readonly tokenHash: string };

export const accountTokensTable = memoryTable<TokenRow>('account_tokens');

const withoutHash = ({ tokenHash: _hashStaysInTheStore, ...token }: TokenRow): AccountToken => copy(token);

export function memoryAccountTokenRepository(db: MemoryDb): AccountTokenRepository {
  return {
    async issue(token) {
      const rows = db.writable(accountTokensTable);
      if ([...rows.values()].some((row) => row.tokenHash === token.tokenHash)) {
        throw new Error('duplicate key value violates unique constraint "account_tokens_token_hash_unique"');
      }
      for (const row of [...rows.values()]) {
        if (row.accountId === token.accountId && row.purpose === token.purpose && row.usedAt === null) {
          rows.set(row.id, { ...row, usedAt: copy(token.createdAt) });
        }
      }
      const row: TokenRow = { ...copy(token), id: crypto.randomUUID(), usedAt: null };
      rows.set(row.id, row);
      return withoutHash(row);
    },

    async issueFirst(tokens) {
      const rows = db.writable(accountTokensTable);
      const hashes = new Set([...rows.values()].map((row) => row.tokenHash));
      for (const token of tokens) {
        if (hashes.has(token.tokenHash)) {
          throw new Error(
            'duplicate key value violates unique constraint "account_tokens_token_hash_unique"',
          );
        }
        hashes.add(token.tokenHash);
        const row: TokenRow = { ...copy(token), id: crypto.randomUUID(), usedAt: null };
        rows.set(row.id, row);
      }
    },

    async findForUpdate(tokenHash) {
      const row = [...db.writable(accountTokensTable).values()].find(
        (token) => token.tokenHash === tokenHash,
      );
      return row ? withoutHash(row) : null;
    },

    async markUsed(id, at) {
      const rows = db.writable(accountTokensTable);
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, usedAt: copy(at) });
    },
  };
}
