import {
  type AccountReads,
  execute,
  exportAccounts,
  exportBatchSize,
  runPendingExports,
  startAccountExport,
  systemActor,
  type UseCaseContext,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

/**
 * The accounts' reads as an export sees them, recording every batch it asks for; `search` (the
 * list's OFFSET pages) and every other way to read many accounts fail the test.
 */
function batchSpy(accounts: AccountReads) {
  const batches: { afterId: string | null; limit: number; got: number }[] = [];
  const refuse = (name: string) => () => {
    throw new Error(`an export must read in keyset batches, not with ${name}`);
  };
  const spy: AccountReads = {
    ...accounts,
    search: refuse('search (OFFSET pages)'),
    async listMatchingAfter(match, afterId, limit) {
      const items = await accounts.listMatchingAfter(match, afterId, limit);
      batches.push({ afterId, limit, got: items.length });
      return items;
    },
  };
  return { spy, batches };
}

describe('an export reads its rows in bounded batches whatever their number', () => {
  it.each([
    ['direct', 0],
    ['direct', 1],
    ['direct', exportBatchSize],
    ['direct', 2 * exportBatchSize + 501],
    ['job', 2 * exportBatchSize + 501],
  ] as const)(
    'the %s export of %i more accounts: batches of at most exportBatchSize, each after the last one read',
    async (way, extra) => {
      const world = testContext();
      await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
      const admin = await world.signedIn(await world.signIn('admin@example.com'));
      await world.ports.unitOfWork.run(async ({ repositories }) => {
        for (let index = 0; index < extra; index += 1) {
          await repositories.accounts.insert({
            name: 'Üye',
            surname: String(index),
            email: `member${index}@example.com`,
            passwordHash: null,
            accountRoleType: 'User',
          });
        }
      });
      const { spy, batches } = batchSpy(admin.repositories.accounts);
      const ctx: UseCaseContext = { ...admin, repositories: { ...admin.repositories, accounts: spy } };

      if (way === 'direct') await execute(exportAccounts, ctx, { language: 'en' });
      else {
        await execute(startAccountExport, ctx, { language: 'en' });
        const job = await execute(runPendingExports, { ...ctx, actor: systemActor }, {});
        expect(job).toMatchObject({ written: 1, failed: 0 });
      }

      const total = extra + 1;
      expect(batches.every((batch) => batch.limit <= exportBatchSize)).toBe(true);
      expect(batches.reduce((sum, batch) => sum + batch.got, 0)).toBe(total);
      expect(batches.length).toBeLessThanOrEqual(Math.floor(total / exportBatchSize) + 1);
      // Each batch starts after the last account of the one before: a keyset, not a page number.
      const everyAccount = await world.ports.repositories.accounts.listMatchingAfter(
        { search: '' },
        null,
        total,
      );
      const lastIds = batches.slice(0, -1).map((_, index) => {
        const readSoFar = batches.slice(0, index + 1).reduce((sum, batch) => sum + batch.got, 0);
        return everyAccount[readSoFar - 1]?.id;
      });
      expect(batches.map((batch) => batch.afterId)).toEqual([null, ...lastIds]);
    },
  );
});
