import type { AccountReads } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest, RawSql } from './persistence-under-test.ts';

/**
 * The keyset reads of exports and the set-based writes of imports (ADR 0042), called from `describeRepositoryContract` so that memory,
 * PGlite and PostgreSQL order and resume them alike; `rawSql` (the SQL kinds) counts the stored slices
 * of a file no port reads (a failed export's).
 */
export function describeExportContract(persistence: () => PersistenceUnderTest, rawSql?: RawSql): void {
  const { reads, write, member } = contractHelpers(persistence, 'export');

  describe('accounts in keyset batches', () => {
    const every = { search: '' } as const;

    it('reads every account once, in id order, a batch at a time after the last one read', async () => {
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await member()).id);
      const batches: string[][] = [];
      let after: string | null = null;
      for (;;) {
        const batch = await reads().accounts.listMatchingAfter(every, after, 2);
        if (batch.length === 0) break;
        batches.push(batch.map((account) => account.id));
        after = batch[batch.length - 1]?.id ?? null;
      }
      expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
      expect(batches.flat()).toEqual([...ids].sort());
      expect(await reads().accounts.countAll()).toBe(5);
      expect(await reads().accounts.countMatching(every)).toBe(5);
      expect(await reads().accounts.listMatchingAfter(every, batches.flat()[4] ?? null, 2)).toEqual([]);
    });

    it('applies the list’s search (Turkish letters folded), role, status and lock, batch after batch', async () => {
      const ipek = await member({ name: 'İpek', surname: 'Şahin' });
      const ipekToo = await member({ name: 'Ipek', surname: 'Öz' });
      const locked = await member({ name: 'Selim', accountRoleType: 'Salesman' });
      await member({ name: 'Zeynep' });
      await write(async ({ accounts }) => {
        await accounts.setAccess(ipekToo.id, { status: 'passive', isLocked: false });
        await accounts.setAccess(locked.id, { status: 'active', isLocked: true });
      });
      const ids = async (
        match: Parameters<AccountReads['countMatching']>[0],
        after: string | null,
        limit = 5,
      ) => (await reads().accounts.listMatchingAfter(match, after, limit)).map((account) => account.id);
      const [first, second] = [ipek.id, ipekToo.id].sort();
      expect(await ids({ search: 'ipek' }, null, 1)).toEqual([first]);
      expect(await ids({ search: 'ipek' }, first ?? null, 1)).toEqual([second]);
      expect(await ids({ search: 'ipek' }, second ?? null)).toEqual([]);
      expect(await ids({ search: 'İPEK şah' }, null)).toEqual([ipek.id]);
      expect(await ids({ search: '', status: 'passive' }, null)).toEqual([ipekToo.id]);
      expect(await ids({ search: '', role: 'Salesman' }, null)).toEqual([locked.id]);
      expect(await ids({ search: '', locked: true }, null)).toEqual([locked.id]);
      expect(await reads().accounts.countMatching({ search: '', locked: false })).toBe(3);
      expect(await reads().accounts.countMatching({ search: 'ipek', status: 'active' })).toBe(1);
      expect(await reads().accounts.countMatching({ search: 'nobody' })).toBe(0);
    });
  });

  describe('the set-based writes of an import', () => {
    const newMember = (index: number) => ({
      name: 'Zehra',
      surname: `Çelik ${index}`,
      email: `bulk${index}.${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: null,
      accountRoleType: 'User' as const,
      passportNumber: `B${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    });

    it('inserts many accounts in their order, passive or locked when told, with balances, links and audit entries', async () => {
      const admin = await member({ accountRoleType: 'Administrator' });
      const at = new Date('2026-03-02T10:00:00Z');
      const inserted = await write(async ({ accounts, ledger, accountTokens, auditLog }) => {
        const rows = await accounts.insertMany([
          newMember(1),
          { ...newMember(2), status: 'passive' },
          { ...newMember(3), isLocked: true },
        ]);
        await ledger.appendMany(
          rows.slice(0, 2).map((account, index) => ({
            accountId: account.id,
            delta: 10 * (index + 1),
            reason: 'opening_balance' as const,
            projectId: null,
            actorAccountId: admin.id,
            note: `row ${index + 2}`,
            createdAt: at,
          })),
        );
        await accountTokens.issueFirst(
          rows.map((account, index) => ({
            accountId: account.id,
            purpose: 'set_password' as const,
            tokenHash: `bulk-hash-${index}-${account.id}`,
            createdAt: at,
            expiresAt: new Date(at.getTime() + 60_000),
          })),
        );
        await auditLog.appendMany(
          rows.map((account) => ({
            actorAccountId: admin.id,
            actorLabel: admin.email,
            action: 'contract.bulk',
            entityType: 'account',
            entityId: account.id,
            before: null,
            after: { email: account.email },
            clientAddress: null,
            createdAt: at,
          })),
        );
        return rows;
      });
      expect(inserted.map((account) => account.surname)).toEqual(['Çelik 1', 'Çelik 2', 'Çelik 3']);
      expect(inserted.map((account) => [account.status, account.isLocked])).toEqual([
        ['active', false],
        ['passive', false],
        ['active', true],
      ]);
      const stored = await Promise.all(inserted.map((account) => reads().accounts.findById(account.id)));
      expect(stored.map((account) => [account?.status, account?.isLocked, account?.score])).toEqual([
        ['active', false, 10],
        ['passive', false, 20],
        ['active', true, 0],
      ]);
      expect(await reads().ledger.findBalanceMismatches()).toEqual([]);
      const audit = await reads().auditLog.search({ search: 'contract.bulk', offset: 0, limit: 10 });
      expect(audit.total).toBe(3);
      const token = await write(({ accountTokens }) =>
        accountTokens.findForUpdate(`bulk-hash-0-${inserted[0]?.id}`),
      );
      expect(token).toMatchObject({ accountId: inserted[0]?.id, purpose: 'set_password', usedAt: null });
    });

    it('finds which e-mail addresses, identity and passport numbers accounts already have', async () => {
      const holder = await member({ identityNumber: '10000000146', passportNumber: 'TK1234567' });
      expect(
        await reads().accounts.findTaken({
          emails: [holder.email, holder.email, 'nobody@example.com'],
          identityNumbers: ['10000000146', '12345678950'],
          passportNumbers: ['TK1234567', 'TK7654321'],
        }),
      ).toEqual({ emails: [holder.email], identityNumbers: ['10000000146'], passportNumbers: ['TK1234567'] });
    });

    it('names the account whose e-mail was taken, and writes none of them', async () => {
      const taken = await member();
      const attempt = write(({ accounts }) =>
        accounts.insertMany([newMember(1), newMember(2), { ...newMember(3), email: taken.email }]),
      );
      await expect(attempt).rejects.toEqual(new DomainError('emailTaken', { index: 2 }));
      await expect(attempt).rejects.toMatchObject({ data: { index: 2 } });
      expect(await reads().accounts.countAll()).toBe(1);
    });
  });

  describe('export jobs', () => {
    const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
    const newExport = (requestedBy: string, createdAt: Date) => ({
      kind: 'accounts' as const,
      language: 'tr' as const,
      format: 'xlsx' as const,
      filters: {},
      requestedBy,
      viewer: 'administrator' as const,
      rowsTotal: 3,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 86_400_000),
    });

    it('takes the oldest pending export, records its progress and keeps its file once ready', async () => {
      const admin = await member({ accountRoleType: 'Administrator' });
      // A list's export keeps its format and the filters it applies (issue 31).
      const filters = { search: 'ayşe', method: 'card', from: '2026-03-01' };
      const later = await write(({ exportFiles }) =>
        exportFiles.insert({ ...newExport(admin.id, at('10:05')), kind: 'orders', format: 'csv', filters }),
      );
      const first = await write(({ exportFiles }) => exportFiles.insert(newExport(admin.id, at('10:00'))));
      expect(first).toMatchObject({
        status: 'pending',
        rowsDone: 0,
        rowsTotal: 3,
        fileName: null,
        startedAt: null,
      });

      const claimed = await write(({ exportFiles }) => exportFiles.claimNext(at('10:06')));
      expect(claimed).toMatchObject({ id: first.id, status: 'running', startedAt: at('10:06') });
      await write(({ exportFiles }) => exportFiles.recordProgress(first.id, 2, 4));
      expect(await reads().exportFiles.findById(first.id)).toMatchObject({ rowsDone: 2, rowsTotal: 4 });
      expect(await reads().exportFiles.openContent(first.id)).toBeNull();

      // The file is stored slice by slice as it is written, and read only once the export is ready;
      // it comes back in its slices, in order, a slice read when the one before was taken.
      const content = Uint8Array.from({ length: 3 * 1024 + 3 }, (_, index) => (index * 7) % 251);
      const slices = [content.subarray(0, 1024), content.subarray(1024, 3072), content.subarray(3072)];
      for (const [position, slice] of slices.entries())
        await write(({ exportFiles }) => exportFiles.appendSlice(first.id, position, slice));
      expect(await reads().exportFiles.openContent(first.id)).toBeNull();
      await write(({ exportFiles }) =>
        exportFiles.complete(first.id, { fileName: 'hesaplar.xlsx', rows: 4, at: at('10:07') }),
      );
      expect(await reads().exportFiles.findById(first.id)).toMatchObject({
        status: 'ready',
        rowsDone: 4,
        fileName: 'hesaplar.xlsx',
        finishedAt: at('10:07'),
      });
      const stored = await reads().exportFiles.openContent(first.id);
      expect(stored).toMatchObject({ fileName: 'hesaplar.xlsx', byteLength: content.length });
      const read: Uint8Array[] = [];
      for await (const slice of stored?.slices ?? []) read.push(slice);
      expect(read.map((slice) => slice.length)).toEqual([1024, 2048, 3]);
      expect(Buffer.concat(read).equals(Buffer.from(content))).toBe(true);

      // A reader that stops after the first slice (a client gone) reads no further.
      const stopped = await reads().exportFiles.openContent(first.id);
      for await (const slice of stopped?.slices ?? []) {
        expect(slice.length).toBe(1024);
        break;
      }

      expect(await write(({ exportFiles }) => exportFiles.claimNext(at('10:08')))).toMatchObject({
        id: later.id,
        kind: 'orders',
        format: 'csv',
        filters,
      });
      expect(await write(({ exportFiles }) => exportFiles.claimNext(at('10:08')))).toBeNull();
    });

    it('fails exports left running by a stopped instance, and deletes the expired ones', async () => {
      const admin = await member({ accountRoleType: 'Administrator' });
      const stale = await write(({ exportFiles }) => exportFiles.insert(newExport(admin.id, at('09:00'))));
      await write(({ exportFiles }) => exportFiles.claimNext(at('09:00')));
      const fresh = await write(({ exportFiles }) => exportFiles.insert(newExport(admin.id, at('09:40'))));
      await write(({ exportFiles }) => exportFiles.claimNext(at('09:40')));
      // Each had stored part of its file.
      for (const { id } of [stale, fresh])
        await write(({ exportFiles }) => exportFiles.appendSlice(id, 0, Uint8Array.of(1, 2, 3)));

      expect(await write(({ exportFiles }) => exportFiles.failStartedBefore(at('09:30'), at('09:45')))).toBe(
        1,
      );
      expect(await reads().exportFiles.findById(stale.id)).toMatchObject({
        status: 'failed',
        error: 'abandoned',
      });
      expect(await reads().exportFiles.findById(fresh.id)).toMatchObject({ status: 'running' });
      await write(({ exportFiles }) => exportFiles.fail(fresh.id, 'disk full', at('09:50')));
      expect(await reads().exportFiles.findById(fresh.id)).toMatchObject({
        status: 'failed',
        error: 'disk full',
      });

      // A failed export's file is gone with it, whether failed by its job or as abandoned.
      const slicesOf = async (id: string) =>
        Number(
          (await rawSql?.(`select count(*) as n from export_file_chunks where export_id = '${id}'`))?.[0]?.n,
        );
      if (rawSql) expect([await slicesOf(stale.id), await slicesOf(fresh.id)]).toEqual([0, 0]);

      // A ready export of the same hour: its day past, it goes with its file.
      const ready = await write(({ exportFiles }) => exportFiles.insert(newExport(admin.id, at('09:00'))));
      await write(async ({ exportFiles }) => {
        await exportFiles.claimNext(at('09:01'));
        await exportFiles.appendSlice(ready.id, 0, Uint8Array.of(1, 2, 3));
        await exportFiles.complete(ready.id, { fileName: 'hesaplar.xlsx', rows: 3, at: at('09:02') });
      });
      expect((await reads().exportFiles.openContent(ready.id))?.byteLength).toBe(3);

      const tomorrow = new Date(at('09:00').getTime() + 86_400_000);
      expect(await write(({ exportFiles }) => exportFiles.deleteExpired(tomorrow))).toBe(2);
      expect(await reads().exportFiles.findById(stale.id)).toBeNull();
      expect(await reads().exportFiles.findById(ready.id)).toBeNull();
      expect(await reads().exportFiles.openContent(ready.id)).toBeNull();
      if (rawSql) expect(await slicesOf(ready.id)).toBe(0);
      expect(await reads().exportFiles.findById(fresh.id)).not.toBeNull();
    });
  });
}
