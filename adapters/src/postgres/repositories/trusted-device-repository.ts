import { createHash } from 'node:crypto';
import type { TrustedDeviceRepository } from '@coach/core';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { trustedDevices } from '../schema/throttling.ts';

/** The e-mail is kept as its SHA-256, like the sign-in series' keys: never in clear. */
const emailKeyOf = (email: string) => createHash('sha256').update(email).digest('hex');

export function trustedDeviceRepository(db: AppDatabase): TrustedDeviceRepository {
  return {
    async findFor(tokenHash, email) {
      const [row] = await db
        .select({ tokenHash: trustedDevices.tokenHash, expiresAt: trustedDevices.expiresAt })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.emailKey, emailKeyOf(email))));
      return row ?? null;
    },

    async trust(email, device) {
      await db.insert(trustedDevices).values({ ...device, emailKey: emailKeyOf(email) });
    },

    async forget(tokenHash) {
      await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash));
    },

    async forgetEmail(email) {
      await db.delete(trustedDevices).where(eq(trustedDevices.emailKey, emailKeyOf(email)));
    },

    async deleteExpiredBefore(before) {
      const rows = await db
        .delete(trustedDevices)
        .where(lt(trustedDevices.expiresAt, before))
        .returning({ tokenHash: trustedDevices.tokenHash });
      return rows.length;
    },
  };
}
