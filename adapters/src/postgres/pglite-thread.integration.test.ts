import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-databases.ts';

// The embedded database's thread (ADR 0040). What drizzle sees of it (types, errors, transactions)
// is proved by the repository contract suite, which runs on it; this is what only the thread does.

describe("PGlite's own thread", () => {
  it('closes without waiting for an open transaction: its next statement is refused (57P01), so it ends and rolls back', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    try {
      let began: () => void = () => {};
      const begun = new Promise<void>((resolve) => {
        began = resolve;
      });
      let goOn: () => void = () => {};
      const mayGoOn = new Promise<void>((resolve) => {
        goOn = resolve;
      });
      // A long unit of work (an import) between two of its statements when the server shuts down.
      const work = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await mayGoOn;
        await tx.execute(sql`select 2`);
        return 'ended by itself';
      });
      await begun;
      const closed = database.close();
      goOn();

      await expect(work).rejects.toMatchObject({ cause: { code: '57P01' } });
      await closed;
      await expect(database.db.execute(sql`select 3`)).rejects.toMatchObject({ cause: { code: '57P01' } });
    } finally {
      await dispose();
    }
  });
});
