import { execute, startAccountExport, xlsxContentType } from '@coach/core';
import { csvContentType } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';
import { csvOf, expectNoFormula, exportedFile, exportedSheet } from './export-testing.ts';
import { outcome } from './projects-testing.ts';

/**
 * An administrator and a salesman; Ayşe, whose phone starts with `+`; `=Eşit`, whose name starts
 * like a formula, made passive; Bora, locked by an administrator.
 */
async function accounts() {
  const world = testContext();
  await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
  await world.createAccount({ email: 'sales@example.com', accountRoleType: 'Salesman' });
  const ayse = await world.createAccount({
    email: 'ayse@example.com',
    name: 'Ayşe',
    surname: 'Demir',
    phone: '+905321234567',
  });
  const equal = await world.createAccount({ email: 'esit@example.com', name: '=Eşit', surname: 'Kaya' });
  const bora = await world.createAccount({ email: 'bora@example.com', name: 'Bora', surname: 'Kaya' });
  await world.ports.unitOfWork.run(async ({ repositories }) => {
    await repositories.accounts.setAccess(equal.id, { status: 'passive', isLocked: false });
    await repositories.accounts.setAccess(bora.id, { status: 'active', isLocked: true });
  });
  return {
    world,
    ayse,
    admin: await world.signedIn(await world.signIn('admin@example.com')),
    salesman: await world.signedIn(await world.signIn('sales@example.com')),
    member: await world.signedIn(await world.signIn('ayse@example.com')),
  };
}

describe('exporting the accounts the list’s search and filters find', () => {
  it('writes an .xlsx of the active members with English headers, a date cell and no formula', async () => {
    const { admin } = await accounts();
    const { job, file } = await exportedFile(startAccountExport, admin, {
      language: 'en',
      role: 'User',
      status: 'active',
      locked: false,
    });
    expect(job).toMatchObject({ kind: 'accounts', format: 'xlsx', rowsTotal: 1 });
    expect(file).toMatchObject({ fileName: 'accounts-2026-03-02.xlsx', contentType: xlsxContentType });
    const sheet = await exportedSheet(file.bytes);
    expect(sheet.header.slice(0, 4)).toEqual(['Name', 'Surname', 'E-mail', 'Phone']);
    // Only Ayşe: the passive and the locked member and the staff are filtered out.
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.cell(0, 'E-mail')).toBe('ayse@example.com');
    expect(sheet.cell(0, 'Phone')).toBe('+905321234567');
    expect(sheet.cell(0, 'Created')).toMatchObject({ kind: 'date' });
    expect(typeof sheet.cell(0, 'Score')).toBe('number');
    expectNoFormula(file.bytes);
  });

  it('writes a Turkish .csv of a search, Turkish letters folded, and audits the export with its filters', async () => {
    const { admin, world } = await accounts();
    const { job, file } = await exportedFile(startAccountExport, admin, {
      language: 'tr',
      format: 'csv',
      search: 'KAYA',
    });
    expect(job.rowsTotal).toBe(2);
    expect(file).toMatchObject({ fileName: 'hesaplar-2026-03-02.csv', contentType: csvContentType });
    const csv = csvOf(file.bytes, ';');
    expect(csv.header.slice(0, 3)).toEqual(['Ad', 'Soyad', 'E-posta']);
    // In id order (the keyset's), so compared as a set; the formula-like name marked in the .csv only.
    expect(csv.rows.map((row) => row[0]).sort()).toEqual(["'=Eşit", 'Bora']);
    const { items } = await world.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 10 });
    expect(items.find((entry) => entry.action === 'accounts.exportExcel')?.after).toMatchObject({
      accounts: 2,
      language: 'tr',
      format: 'csv',
      filters: { search: 'KAYA' },
    });
    const locked = await exportedFile(startAccountExport, admin, { locked: true });
    expect((await exportedSheet(locked.file.bytes)).rows.map((row) => row.cells[2])).toEqual([
      'bora@example.com',
    ]);
  });

  it('is for those who may list the accounts: salesmen too, members not; a bad filter is refused', async () => {
    const { salesman, member, admin } = await accounts();
    expect((await exportedFile(startAccountExport, salesman, { format: 'csv' })).job.rowsTotal).toBe(5);
    expect(await outcome(execute(startAccountExport, member, {}))).toBe('forbidden');
    expect(await outcome(execute(startAccountExport, admin, { role: 'Owner' }))).toBe('validationFailed');
    expect(await outcome(execute(startAccountExport, admin, { locked: 'yes' }))).toBe('validationFailed');
  });
});
