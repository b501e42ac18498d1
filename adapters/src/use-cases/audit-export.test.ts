import { execute, startAuditExport, xlsxContentType } from '@coach/core';
import { changeAccountAccess } from '@coach/core/accounts/change-account-access';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';
import { csvOf, expectNoFormula, exportedFile, exportedSheet } from './export-testing.ts';
import { outcome } from './projects-testing.ts';

/** An administrator who made `=Eşit` passive, then locked Bora: two entries about accounts. */
async function twoChanges() {
  const world = testContext();
  await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  const equal = await world.createAccount({ email: 'esit@example.com', name: '=Eşit', surname: 'Kaya' });
  const bora = await world.createAccount({ email: 'bora@example.com', name: 'Bora', surname: 'Kaya' });
  const admin = await world.signedIn(await world.signIn('admin@example.com'));
  await execute(changeAccountAccess, admin, { accountId: equal.id, status: 'passive' });
  world.clock.advanceSeconds(60);
  await execute(changeAccountAccess, admin, { accountId: bora.id, isLocked: true });
  return {
    world,
    admin,
    equal,
    bora,
    salesman: await world.signedIn(await world.signIn('sales@example.com')),
  };
}

describe('exporting the audit log', () => {
  it('writes the entries of one record in an .xlsx: actions in words, a date cell and no formula', async () => {
    const { admin, bora } = await twoChanges();
    const { job, file } = await exportedFile(startAuditExport, admin, {
      language: 'en',
      entityType: 'account',
      entityId: bora.id,
    });
    expect(job).toMatchObject({ kind: 'audit', rowsTotal: 1 });
    expect(file).toMatchObject({ fileName: 'audit-log-2026-03-02.xlsx', contentType: xlsxContentType });
    const sheet = await exportedSheet(file.bytes);
    expect(sheet.header).toEqual([
      'When',
      'Who',
      'Client address',
      'What',
      'Action code',
      'Kind of record',
      'Record',
      'Before',
      'After',
    ]);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.cell(0, 'Who')).toBe('admin@example.com');
    expect(sheet.cell(0, 'What')).toBe('Account access changed');
    expect(sheet.cell(0, 'Action code')).toBe('accounts.changeAccess');
    expect(sheet.cell(0, 'Kind of record')).toBe('Account');
    expect(sheet.cell(0, 'Record')).toBe(bora.id);
    expect(JSON.parse(String(sheet.cell(0, 'After')))).toMatchObject({ isLocked: true });
    expect(sheet.cell(0, 'When')).toMatchObject({ kind: 'date' });
    expectNoFormula(file.bytes);
  });

  it('writes a Turkish .csv of a search, newest first, and is itself an entry of the log', async () => {
    const { admin, world } = await twoChanges();
    const { job, file } = await exportedFile(startAuditExport, admin, {
      language: 'tr',
      format: 'csv',
      search: 'changeaccess',
      entityType: '',
      entityId: '',
    });
    expect(job.rowsTotal).toBe(2);
    const csv = csvOf(file.bytes, ';');
    expect(csv.header.slice(0, 7)).toEqual([
      'Ne zaman',
      'Kim',
      'İstemci adresi',
      'Ne',
      'İşlem kodu',
      'Kayıt türü',
      'Kayıt',
    ]);
    expect(csv.rows.map((row) => row[3])).toEqual([
      'Hesap erişimi değiştirildi',
      'Hesap erişimi değiştirildi',
    ]);
    expect(csv.rows[0]?.[5]).toBe('Hesap');
    const { items } = await world.ports.repositories.auditLog.search({
      search: 'audit.export',
      offset: 0,
      limit: 5,
    });
    expect(items).toHaveLength(1);
    // Blank filters are no filters, as the page sends them.
    expect(items[0]).toMatchObject({
      entityType: 'auditEntry',
      after: { audit: 2, filters: { search: 'changeaccess' } },
    });
    expect(items[0]?.after?.filters).toEqual({ search: 'changeaccess' });
  });

  it('is for those who may read the log: salesmen are refused; a filter too long is invalid', async () => {
    const { admin, salesman } = await twoChanges();
    expect(await outcome(execute(startAuditExport, salesman, {}))).toBe('forbidden');
    expect(await outcome(execute(startAuditExport, admin, { entityType: 'x'.repeat(61) }))).toBe(
      'validationFailed',
    );
  });
});
