import type { TrustedDevice, TrustedDeviceRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type DeviceRow = TrustedDevice & { readonly email: string };

/** Keyed by token hash like the SQL table, with the e-mail in clear: nothing leaves memory. */
export const trustedDevicesTable = memoryTable<DeviceRow>('trusted_devices');

export function memoryTrustedDeviceRepository(db: MemoryDb): TrustedDeviceRepository {
  return {
    async findFor(tokenHash, email) {
      const row = db.rows(trustedDevicesTable).get(tokenHash);
      return row?.email === email ? copy({ tokenHash: row.tokenHash, expiresAt: row.expiresAt }) : null;
    },

    async trust(email, device) {
      db.writable(trustedDevicesTable).set(device.tokenHash, copy({ ...device, email }));
    },

    async forget(tokenHash) {
      db.writable(trustedDevicesTable).delete(tokenHash);
    },

    async forgetEmail(email) {
      const rows = db.writable(trustedDevicesTable);
      for (const [key, row] of [...rows]) if (row.email === email) rows.delete(key);
    },

    async deleteExpiredBefore(before) {
      const rows = db.writable(trustedDevicesTable);
      let deleted = 0;
      for (const [key, row] of [...rows]) {
        if (row.expiresAt.getTime() < before.getTime()) {
          rows.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}
