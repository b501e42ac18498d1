import { execute, grantOpeningBalance } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

describe('grantOpeningBalance', () => {
  it('writes an opening-balance entry and adds it to the score, by the system', async () => {
    const world = testContext();
    const member = await world.createAccount({ email: 'ayse@example.com' });
    const granted = await execute(grantOpeningBalance, world.system, {
      accountId: member.id,
      points: 12,
      note: 'Import',
    });
    expect(granted).toEqual({ ledgerEntryId: expect.any(String), delta: 12 });
    expect(await world.ports.repositories.ledger.listForAccount(member.id)).toEqual([
      {
        id: granted.ledgerEntryId,
        accountId: member.id,
        delta: 12,
        reason: 'opening_balance',
        projectId: null,
        actorAccountId: null,
        note: 'Import',
        createdAt: world.clock.now(),
      },
    ]);
    expect((await world.ports.repositories.accounts.findById(member.id))?.score).toBe(12);
  });

  it('records the administrator who granted it; members may not (4033)', async () => {
    const world = testContext();
    const member = await world.createAccount({ email: 'ayse@example.com' });
    const admin = await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    const adminCtx = await world.signedIn(await world.signIn('admin@example.com'));
    await execute(grantOpeningBalance, adminCtx, { accountId: member.id, points: 5 });
    expect(await world.ports.repositories.ledger.listForAccount(member.id)).toMatchObject([
      { actorAccountId: admin.id, note: null },
    ]);
    const memberCtx = await world.signedIn(await world.signIn('ayse@example.com'));
    await expect(
      execute(grantOpeningBalance, memberCtx, { accountId: member.id, points: 100 }),
    ).rejects.toMatchObject({ code: 4033 });
    expect((await world.ports.repositories.accounts.findById(member.id))?.score).toBe(5);
  });

  it('refuses an account id that is not one, or points that are not whole (4034)', async () => {
    const world = testContext();
    await expect(
      execute(grantOpeningBalance, world.system, { accountId: 'ayse', points: 1.5 }),
    ).rejects.toMatchObject({
      code: 4034,
      data: { fields: { accountId: expect.anything(), points: expect.anything() } },
    });
  });
});
