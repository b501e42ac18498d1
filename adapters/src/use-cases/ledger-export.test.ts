import { adjustPoints, execute, startLedgerExport, xlsxContentType } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { csvOf, expectNoFormula, exportedFile, exportedSheet } from './export-testing.ts';
import { outcome, programme } from './projects-testing.ts';

/** Ayşe opens with 10 points (the system's entry), then an administrator takes 3 with a note like a formula. */
async function twoMembers() {
  const p = await programme();
  const ayse = await p.member('Ayşe', { score: 10 });
  const bora = await p.member('Bora', { score: 4 });
  p.advanceDays(1);
  await execute(adjustPoints, p.admin, {
    accountId: ayse.id,
    delta: -3,
    note: '=Correction of a double entry',
  });
  return { p, ayse, bora };
}

describe('exporting the points ledger', () => {
  it('writes one member’s entries newest first in an .xlsx, with who made each, a date cell and no formula', async () => {
    const { p, ayse } = await twoMembers();
    const { job, file } = await exportedFile(startLedgerExport, p.admin, {
      language: 'en',
      accountId: ayse.id,
    });
    expect(job).toMatchObject({ kind: 'ledger', rowsTotal: 2 });
    expect(file).toMatchObject({ fileName: 'points-2026-03-03.xlsx', contentType: xlsxContentType });
    const sheet = await exportedSheet(file.bytes);
    expect(sheet.header).toEqual(['Date', 'Member', 'E-mail', 'Reason', 'Change', 'Made by', 'Note']);
    expect(sheet.rows.map((row) => row.cells[4])).toEqual([-3, 10]);
    expect(sheet.cell(0, 'Member')).toBe('Ayşe Üye');
    expect(sheet.cell(0, 'E-mail')).toBe(ayse.email);
    expect(sheet.cell(0, 'Reason')).toBe('Adjusted by an administrator');
    expect(sheet.cell(0, 'Made by')).toMatch(/\S/);
    expect(sheet.cell(0, 'Note')).toBe('=Correction of a double entry');
    expect(sheet.cell(1, 'Reason')).toBe('Opening balance');
    expect(sheet.cell(1, 'Made by')).toBe('System');
    expect(sheet.cell(0, 'Date')).toMatchObject({ kind: 'date' });
    expectNoFormula(file.bytes);
  });

  it('writes everyone’s entries in a Turkish .csv, and audits the export with its filter', async () => {
    const { p, ayse } = await twoMembers();
    const { file } = await exportedFile(startLedgerExport, p.admin, { language: 'tr', format: 'csv' });
    const csv = csvOf(file.bytes, ';');
    expect(csv.header).toEqual(['Tarih', 'Üye', 'E-posta', 'Gerekçe', 'Değişim', 'Yapan', 'Not']);
    expect(csv.rows).toHaveLength(3);
    expect(csv.rows[0]?.slice(3)).toEqual([
      'Yönetici düzeltmesi',
      '-3',
      expect.stringMatching(/\S/),
      "'=Correction of a double entry",
    ]);
    expect(csv.rows.slice(1).map((row) => [row[3], row[5]])).toEqual([
      ['Açılış puanı', 'Sistem'],
      ['Açılış puanı', 'Sistem'],
    ]);
    await exportedFile(startLedgerExport, p.admin, { accountId: ayse.id });
    const entries = await p.ports.repositories.auditLog.search({
      search: 'ledger.export',
      offset: 0,
      limit: 5,
    });
    expect(entries.items.map((entry) => entry.after)).toMatchObject([
      { ledger: 2, filters: { accountId: ayse.id } },
      { ledger: 3, filters: {} },
    ]);
  });

  it('is for those who may read any member’s ledger: not a member, even for their own; a bad id is invalid', async () => {
    const { p, ayse } = await twoMembers();
    expect(await outcome(execute(startLedgerExport, ayse.ctx, { accountId: ayse.id }))).toBe('forbidden');
    expect(await outcome(execute(startLedgerExport, p.admin, { accountId: 'ayse' }))).toBe(
      'validationFailed',
    );
  });
});
