import { randomUUID } from 'node:crypto';
import {
  type BulkActionInput,
  deleteAccount,
  execute,
  getBulkAction,
  grantMembership,
  previewBulkAction,
  runBulkActions,
  startBulkAction,
  type UnitOfWork,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Shop, shop } from './membership-testing.ts';

/** The catalogue key of an attempt that must be refused. */
const refusal = async (attempt: Promise<unknown>) => (await failure(attempt)).key;

const start = new Date('2026-03-02T09:00:00Z');
const dayMs = 86_400_000;

/** Runs the job as the scheduler would (the system actor), then answers the action as its requester sees it. */
async function runJob(s: Shop, id: string) {
  await execute(runBulkActions, s.world.system, {});
  return execute(getBulkAction, s.admin.ctx, { id });
}

/** Ayşe active, Burak passive already, Cem deleted (anonymised), and the staff. */
async function programme() {
  const s = await shop({ start });
  const ayse = await s.member('Ayşe');
  const burak = await s.member('Burak');
  const cem = await s.member('Cem');
  await s.ports.unitOfWork.run(({ repositories }) =>
    repositories.accounts.setAccess(burak.id, { status: 'passive', isLocked: false }),
  );
  // An order is history: deleting Cem anonymises the account rather than removing it.
  await execute(grantMembership, s.admin.ctx, {
    accountId: cem.id,
    membershipPackageId: s.packages.month.id,
    note: 'Scholarship',
  });
  await execute(deleteAccount, s.admin.ctx, { accountId: cem.id });
  return { s, ayse, burak, cem };
}

describe('counting a bulk action before it starts', () => {
  it('counts what it would change and what it leaves, and why, for picked ids', async () => {
    const { s, ayse, burak, cem } = await programme();
    const ids = [ayse.id, burak.id, cem.id, s.admin.id, s.salesman.id, randomUUID()];
    const preview = (action: BulkActionInput['action']) =>
      execute(previewBulkAction, s.admin.ctx, {
        action,
        selection: { accountIds: ids },
        ...(action === 'extendMembership'
          ? { membershipPackageId: s.packages.month.id, reason: 'Programme anniversary' }
          : {}),
      });
    expect(await preview('makePassive')).toEqual({
      selected: 6,
      changes: 2,
      skipped: [
        { reason: 'deleted', count: 1 },
        { reason: 'ownAccount', count: 1 },
        { reason: 'alreadyPassive', count: 1 },
        { reason: 'notFound', count: 1 },
      ],
    });
    expect(await preview('reactivate')).toEqual({
      selected: 6,
      changes: 1,
      skipped: [
        { reason: 'deleted', count: 1 },
        { reason: 'ownAccount', count: 1 },
        { reason: 'alreadyActive', count: 2 },
        { reason: 'notFound', count: 1 },
      ],
    });
    expect(await preview('extendMembership')).toEqual({
      selected: 6,
      changes: 2,
      skipped: [
        { reason: 'deleted', count: 1 },
        { reason: 'staff', count: 2 },
        { reason: 'notFound', count: 1 },
      ],
    });
  });

  it('counts what the accounts list’s filter finds, with its search, role, status and lock', async () => {
    const { s, burak } = await programme();
    const preview = (filter: object) =>
      execute(previewBulkAction, s.admin.ctx, { action: 'makePassive', selection: { filter } });
    // Everyone: Ayşe, Burak, Cem (deleted), the administrator and the salesman.
    expect(await preview({})).toMatchObject({ selected: 5, changes: 2 });
    expect(await preview({ role: 'User', status: 'active' })).toEqual({
      selected: 1,
      changes: 1,
      skipped: [],
    });
    expect(await preview({ search: 'AYŞE' })).toMatchObject({ selected: 1, changes: 1 });
    // The list's "Lock state": Burak once an administrator locked him, and Cem, whose erasure locked
    // his account; the other three without it.
    await s.world.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(burak.id, { status: 'passive', isLocked: true }),
    );
    expect(await preview({ locked: true })).toMatchObject({ selected: 2 });
    expect(await preview({ locked: false })).toMatchObject({ selected: 3 });
  });

  it('is for administrators, and asks for a package on sale and a reason to extend', async () => {
    const { s, ayse } = await programme();
    const selection = { accountIds: [ayse.id] };
    expect(
      await refusal(execute(previewBulkAction, s.salesman.ctx, { action: 'makePassive', selection })),
    ).toBe('forbidden');
    expect(
      await refusal(execute(startBulkAction, s.salesman.ctx, { action: 'makePassive', selection })),
    ).toBe('forbidden');
    expect(
      await refusal(execute(previewBulkAction, s.admin.ctx, { action: 'extendMembership', selection })),
    ).toBe('validationFailed');
    expect(
      await refusal(
        execute(previewBulkAction, s.admin.ctx, {
          action: 'extendMembership',
          selection,
          membershipPackageId: randomUUID(),
          reason: 'Anniversary',
        }),
      ),
    ).toBe('recordNotFound');
    expect(
      await refusal(
        execute(previewBulkAction, s.admin.ctx, {
          action: 'makePassive',
          selection: { accountIds: Array.from({ length: 1001 }, () => randomUUID()) },
        }),
      ),
    ).toBe('validationFailed');
  });
});

describe('a bulk action as a job', () => {
  it('makes the picked accounts passive through the single action’s rules: sessions end, one audit entry each', async () => {
    const { s, ayse, burak, cem } = await programme();
    const aysesToken = await s.world.signIn(ayse.email);
    const job = await execute(startBulkAction, s.admin.ctx, {
      action: 'makePassive',
      selection: { accountIds: [ayse.id, burak.id, cem.id, s.admin.id, s.salesman.id] },
    });
    expect(job).toMatchObject({ status: 'pending', rowsDone: 0, rowsTotal: 5, changed: 0 });
    expect(await runJob(s, job.id)).toMatchObject({
      status: 'done',
      rowsDone: 5,
      rowsTotal: 5,
      changed: 2,
      skipped: [
        { reason: 'deleted', count: 1 },
        { reason: 'ownAccount', count: 1 },
        { reason: 'alreadyPassive', count: 1 },
      ],
    });
    expect((await s.accountOf(ayse.id)).status).toBe('passive');
    expect((await s.accountOf(s.salesman.id)).status).toBe('passive');
    expect((await s.accountOf(s.admin.id)).status).toBe('active');
    // Ayşe's session ended with her access, as when one account is made passive.
    expect(await refusal(s.world.signedIn(aysesToken))).toBe('unauthorized');
    const entries = await s.auditOf('accounts.changeAccess');
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([ayse.id, s.salesman.id].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorAccountId: s.admin.id,
        before: { status: 'active' },
        after: { status: 'passive', bulkActionId: job.id },
      });
    }
  });

  it('reactivates what the filter finds, re-reading it in batches', async () => {
    const { s, ayse, burak } = await programme();
    await s.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.setAccess(ayse.id, { status: 'passive', isLocked: true }),
    );
    const job = await execute(startBulkAction, s.admin.ctx, {
      action: 'reactivate',
      selection: { filter: { status: 'passive', role: 'User' } },
    });
    // Cem's anonymised account is passive too: it stays so.
    expect(await runJob(s, job.id)).toMatchObject({
      status: 'done',
      rowsTotal: 3,
      changed: 2,
      skipped: [{ reason: 'deleted', count: 1 }],
    });
    expect(await s.accountOf(ayse.id)).toMatchObject({ status: 'active', isLocked: true });
    expect((await s.accountOf(burak.id)).status).toBe('active');
  });

  it('extends each membership by the package’s period after the current one, as a granted order with the reason', async () => {
    const { s, ayse } = await programme();
    const guest = await s.member('Gül', { role: 'Guest' });
    const ended = await s.member('Eda', { membershipDays: -10 });
    const job = await execute(startBulkAction, s.admin.ctx, {
      action: 'extendMembership',
      selection: { filter: {} },
      membershipPackageId: s.packages.coachYear.id,
      reason: '  Programme anniversary  ',
    });
    expect(await runJob(s, job.id)).toMatchObject({
      status: 'done',
      changed: 4,
      skipped: [
        { reason: 'deleted', count: 1 },
        { reason: 'staff', count: 2 },
      ],
    });
    // Ayşe's year runs on: the new year starts where it ends; Eda's ended, so hers starts now.
    const ayseEnd = s.daysFrom(start, 365);
    const periods = await s.ports.repositories.orders.listPeriods(ayse.id);
    expect(periods.at(-1)).toMatchObject({ startsAt: ayseEnd, membershipPackageId: s.packages.coachYear.id });
    expect((await s.accountOf(ayse.id)).subscriptionEndDate).toEqual(new Date(Date.UTC(2028, 2, 2, 9)));
    expect((await s.ports.repositories.orders.listPeriods(ended.id)).at(-1)?.startsAt).toEqual(start);
    // A guest given a membership becomes a member, as when buying one.
    expect((await s.accountOf(guest.id)).accountRoleType).toBe('User');
    const grants = await s.auditOf('orders.grant');
    const bulkGrants = grants.filter(
      (entry) => (entry.after as { bulkActionId?: string } | null)?.bulkActionId === job.id,
    );
    expect(bulkGrants).toHaveLength(4);
    expect(bulkGrants.every((entry) => entry.actorAccountId === s.admin.id)).toBe(true);
    const orders = await s.ports.repositories.orders.listByAccount(ayse.id);
    expect(orders.find((order) => order.method === 'granted')).toMatchObject({
      method: 'granted',
      priceUsd: '0.00',
      provider: null,
      note: 'Programme anniversary',
      grantedByAccountId: s.admin.id,
    });
  });

  it('resumes after a crash mid-way and changes nobody twice', async () => {
    const s = await shop({ start });
    const now = s.clock.now();
    await s.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.insertMany(
        Array.from({ length: 250 }, (_, index) => ({
          name: 'Toplu',
          surname: `Üye ${index}`,
          email: `toplu${index}@example.com`,
          passwordHash: null,
          accountRoleType: 'User' as const,
          subscriptionEndDate: new Date(now.getTime() + 30 * dayMs),
        })),
      ),
    );
    const job = await execute(startBulkAction, s.admin.ctx, {
      action: 'extendMembership',
      selection: { filter: { search: 'toplu' } },
      membershipPackageId: s.packages.month.id,
      reason: 'Sorry for the outage',
    });
    // The process dies while the second batch is being written: that unit of work and every one
    // after it fail, so the job cannot even record a failure.
    const real = s.ports.unitOfWork;
    let units = 0;
    const crashing: UnitOfWork = {
      run: (work) => {
        units += 1;
        if (units < 3) return real.run(work);
        return real.run(async (tx) => {
          await work(tx);
          throw new Error('process killed');
        });
      },
    };
    await expect(execute(runBulkActions, { ...s.world.system, unitOfWork: crashing }, {})).rejects.toThrow(
      'process killed',
    );
    expect(await execute(getBulkAction, s.admin.ctx, { id: job.id })).toMatchObject({
      status: 'running',
      rowsDone: 100,
      changed: 100,
    });
    expect(await runJob(s, job.id)).toMatchObject({ status: 'done', rowsDone: 250, changed: 250 });
    const accounts = await s.ports.repositories.accounts.listMatchingAfter({ search: '' }, null, 1000);
    for (const account of accounts.filter((a) => a.email.startsWith('toplu'))) {
      const periods = await s.ports.repositories.orders.listPeriods(account.id);
      expect(periods).toHaveLength(1);
      expect(account.subscriptionEndDate).toEqual(new Date(Date.UTC(2026, 4, 1, 9)));
    }
    const grants = (await s.auditOf('orders.grant')).filter(
      (entry) => (entry.after as { bulkActionId?: string } | null)?.bulkActionId === job.id,
    );
    expect(new Set(grants.map((entry) => entry.entityId)).size).toBe(250);
    expect(grants).toHaveLength(250);
    // A second run finds nothing to do: a job done is not done again.
    expect(await execute(runBulkActions, s.world.system, {})).toEqual({ finished: 0, failed: 0 });
  });

  it('stops when its requester is no longer an administrator, keeping nothing half-done', async () => {
    const { s, ayse } = await programme();
    const job = await execute(startBulkAction, s.admin.ctx, {
      action: 'makePassive',
      selection: { accountIds: [ayse.id] },
    });
    await s.ports.unitOfWork.run(({ repositories }) =>
      repositories.accounts.update(s.admin.id, { accountRoleType: 'Salesman' }),
    );
    expect(await execute(getBulkAction, s.world.system, { id: job.id })).toMatchObject({ status: 'pending' });
    await execute(runBulkActions, s.world.system, {});
    expect(await execute(getBulkAction, s.world.system, { id: job.id })).toMatchObject({
      status: 'failed',
      changed: 0,
    });
    expect((await s.accountOf(ayse.id)).status).toBe('active');
  });
});
