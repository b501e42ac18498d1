import type { AccountToken, AccountTokenPurpose, AccountTokenRepository } from '@coach/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accountTokens } from '../schema/account-tokens.ts';

function toToken(row: typeof accountTokens.$inferSelect): AccountToken {
  const { tokenHash: _hashStaysInTheDatabase, ...token } = row;
  // The purpose column is narrowed by its CHECK constraint.
  return { ...token, purpose: token.purpose as AccountTokenPurpose };
}

export function accountTokenRepository(db: AppDatabase): AccountTokenRepository {
  return {
    async issue(token) {
      // A newer link replaces the earlier ones: only the latest mail works.
      await db
        .update(accountTokens)
        .set({ usedAt: token.createdAt })
        .where(
          and(
            eq(accountTokens.accountId, token.accountId),
            eq(accountTokens.purpose, token.purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      const [row] = await db.insert(accountTokens).values(token).returning();
      if (!row) throw new Error('Insert into account_tokens returned no row');
      return toToken(row);
    },

    async issueFirst(tokens) {
      // New accounts have no earlier link to end: multi-row INSERTs only.
      for (let start = 0; start < tokens.length; start += 1000) {
        await db.insert(accountTokens).values(tokens.slice(start, start + 1000));
      }
    },

    async findForUpdate(tokenHash) {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, tokenHash))
        .limit(1)
        .for('update');
      return row ? toToken(row) : null;
    },

    async markUsed(id, at) {
      await db.update(accountTokens).set({ usedAt: at }).where(eq(accountTokens.id, id));
    },
  };
}
