import type { SheetCell, SheetColumn } from '@coach/core';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet.ts';
import { createSheetJsSpreadsheet } from './sheetjs-spreadsheet.ts';
import { defaultZipBudget } from './zip-budget.ts';

const spreadsheet = createSheetJsSpreadsheet();

function partOf(workbook: Uint8Array, path: string): string {
  const entry = XLSX.CFB.find(XLSX.CFB.read(workbook, { type: 'buffer' }), path);
  if (!entry?.content) throw new Error(`no part ${path}`);
  return Buffer.from(entry.content as Uint8Array).toString('utf8');
}

const columns: SheetColumn[] = [
  { header: 'Ad', width: 16, format: 'text' },
  { header: 'Puan', width: 8, format: 'integer' },
  { header: 'Kayıt tarihi', width: 18, format: 'dateTime' },
  { header: 'Bitiş', width: 12, format: 'date' },
  { header: 'Saat', width: 8, format: 'hours' },
  { header: 'Kilitli', width: 8, format: 'text' },
];

const rowOf = (index: number): SheetCell[] => [
  index % 2 === 0 ? `Ayşe & <Çağrı> "${index}"\u0001` : "'=SUM(A1)",
  index,
  { kind: 'date', value: new Date(Date.UTC(2026, 2, 2, 12, 30) + index * 60_000) },
  index % 3 === 0 ? null : { kind: 'date', value: new Date(Date.UTC(2026, 11, 31)) },
  index / 2,
  index % 5 === 0,
];

describe('a workbook written as its rows arrive', () => {
  it('reads back like the same rows written at once, with the styled, frozen header', async () => {
    const rows = Array.from({ length: 125 }, (_, index) => rowOf(index));
    const writer = spreadsheet.startSheet({ sheetName: 'Hesaplar', columns });
    // A small batch, then one the writer hands on in several pieces; each call answers the file's
    // bytes since the call before (ADR 0042, addendum), and the file is all of them in order.
    const parts = [
      await writer.append(rows.slice(0, 10)),
      await writer.append(rows.slice(10)),
      await writer.finish(),
    ];
    const streamed = Buffer.concat(parts);
    const whole = spreadsheet.write({ sheetName: 'Hesaplar', columns, rows });

    const read = (bytes: Uint8Array) => readSheet(bytes, 200, defaultZipBudget);
    expect(await read(streamed)).toEqual(await read(whole));
    expect(await read(streamed)).toMatchObject({ kind: 'sheet', header: columns.map((c) => c.header) });

    // The parts of an .xlsx package only, not the marker file the container library keeps in
    // memory (part names are stored as they are in a zip's headers).
    expect(Buffer.from(streamed).includes('Sh33tJ5')).toBe(false);
    expect(Buffer.from(streamed).includes('[Content_Types].xml')).toBe(true);

    const sheet = partOf(streamed, '/xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<autoFilter ref="A1:F126"/>');
    expect(sheet).toMatch(/<col min="1" max="1" width="16[.\d]*" customWidth="1"\/>/);
    // Each column's cells carry the number format the whole-sheet writer gives them.
    const formats = (bytes: Uint8Array) => {
      const book = XLSX.read(bytes, { type: 'buffer', cellNF: true });
      const first = book.Sheets[book.SheetNames[0] ?? ''] ?? {};
      return ['A2', 'B2', 'C2', 'D3', 'E2', 'F2', 'D6'].map((reference) => first[reference]?.z);
    };
    expect(formats(streamed)).toEqual(formats(whole));
    expect(formats(streamed)).toEqual([
      'General',
      '0',
      'yyyy-mm-dd hh:mm',
      'yyyy-mm-dd',
      '0.0',
      'General',
      'yyyy-mm-dd',
    ]);
  });

  it('writes a sheet with no rows as the header alone', async () => {
    const writer = spreadsheet.startSheet({ sheetName: 'Accounts', columns });
    const bytes = await writer.finish();
    expect(await readSheet(bytes, 10, defaultZipBudget)).toEqual({
      kind: 'sheet',
      header: columns.map((c) => c.header),
      rows: [],
    });
  });
});
