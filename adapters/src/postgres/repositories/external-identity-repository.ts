import type {
  CatalogueKey,
  ExternalIdentity,
  ExternalIdentityRepository,
  IdentityProviderId,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { externalIdentities } from '../schema/identities.ts';
import { violatedUniqueConstraint } from '../unique-violation.ts';

/**
 * The unique indexes decide a link under concurrency (two callbacks of one provider account, two
 * tabs of one member): the loser's INSERT waits for the winner's commit and then fails here. The
 * provider's label is the use case's to add.
 */
const duplicateErrors: Readonly<Record<string, CatalogueKey>> = {
  external_identities_provider_subject_unique: 'identityLinkedElsewhere',
  external_identities_account_provider_unique: 'providerAlreadyLinked',
};

function toIdentity(row: typeof externalIdentities.$inferSelect): ExternalIdentity {
  // The provider column is narrowed by its CHECK constraint.
  return { ...row, provider: row.provider as IdentityProviderId };
}

export function externalIdentityRepository(db: AppDatabase): ExternalIdentityRepository {
  return {
    async findByProviderSubject(provider, subject) {
      const [row] = await db
        .select()
        .from(externalIdentities)
        .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
        .limit(1);
      return row ? toIdentity(row) : null;
    },

    async listOfAccount(accountId) {
      const rows = await db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.accountId, accountId))
        .orderBy(asc(externalIdentities.linkedAt), asc(externalIdentities.provider));
      return rows.map(toIdentity);
    },

    async link(identity) {
      try {
        const [row] = await db.insert(externalIdentities).values(identity).returning();
        if (!row) throw new Error('Insert into external_identities returned no row');
        return toIdentity(row);
      } catch (error) {
        const key = duplicateErrors[violatedUniqueConstraint(error) ?? ''];
        throw key ? new DomainError(key) : error;
      }
    },

    async unlink(accountId, provider) {
      const deleted = await db
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.accountId, accountId), eq(externalIdentities.provider, provider)))
        .returning({ id: externalIdentities.id });
      return deleted.length > 0;
    },

    async recordSignIn(id, at) {
      await db.update(externalIdentities).set({ lastSignInAt: at }).where(eq(externalIdentities.id, id));
    },
  };
}
