import { changeAccountAccess, correctIdentity, deleteAccount, execute, updateAccount } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { borasRecord, expectZerrinErasedAndBoraUntouched, zerrinAndBora } from './account-erasure-testing.ts';
import { programme } from './projects-testing.ts';

// ADR 0030 on the memory tier; adapters/src/postgres/account-erasure.integration.test.ts runs the
// same on PGlite and PostgreSQL and searches every column of every table.
describe('deleting an account that has history', () => {
  it('anonymises it and leaves the partner’s hours, score, ledger and coaching log as they were', async () => {
    const scenario = await zerrinAndBora();
    const before = await borasRecord(scenario.p, scenario.bora, [
      scenario.closedProjectId,
      scenario.openProjectId,
    ]);
    await scenario.deleteZerrin();
    await expectZerrinErasedAndBoraUntouched(scenario, before);
    // Anonymised once: the administrator cannot delete it again (4003).
    await expect(scenario.deleteZerrin()).rejects.toMatchObject({ code: 4003 });
    // Nor give the deleted person's row a life or personal data again.
    const accountId = scenario.zerrin.id;
    const { admin } = scenario.p;
    await expect(execute(updateAccount, admin, { accountId, name: 'Zerrin' })).rejects.toMatchObject({
      code: 4003,
    });
    await expect(
      execute(changeAccountAccess, admin, { accountId, status: 'active', isLocked: false }),
    ).rejects.toMatchObject({ code: 4003 });
    await expect(
      execute(correctIdentity, admin, { accountId, identityNumber: '10000000146', reason: 'typo' }),
    ).rejects.toMatchObject({ code: 4003 });
  });
});

describe('deleting an account without history', () => {
  it('removes it outright, with its open request', async () => {
    const p = await programme();
    const newcomer = await p.member('Yeni', { proof: 'pending' });
    const request = await p.requestCoachee(newcomer);
    await execute(deleteAccount, p.admin, { accountId: newcomer.id });
    expect(await p.ports.repositories.accounts.findById(newcomer.id)).toBeNull();
    expect(await p.ports.repositories.projectRequests.findById(request.id)).toBeNull();
    const { items } = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 100 });
    expect(items[0]).toMatchObject({ action: 'accounts.delete', after: { outcome: 'removed' } });
    expect(JSON.stringify(items)).not.toContain(newcomer.email);
  });
});

describe('the restrict foreign keys of the memory tier', () => {
  it('refuse to remove an account a project names, as PostgreSQL does', async () => {
    const p = await programme();
    const { coach } = await p.pairUp();
    await expect(
      p.ports.unitOfWork.run(({ repositories }) => repositories.accounts.delete(coach.id)),
    ).rejects.toThrow(/foreign key/);
  });
});
