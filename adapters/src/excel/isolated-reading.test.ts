import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { guardedReading } from './isolated-reading.ts';
import { readSheet } from './read-sheet.ts';
import { createSheetJsSpreadsheet } from './sheetjs-spreadsheet.ts';
import { backtrackingWorkbook, prototypePollutingWorkbook, workbookOf } from './test-workbooks.ts';
import { defaultZipBudget } from './zip-budget.ts';

// Uploaded workbooks are read in a process of their own (ADR 0038), with files built like the
// proofs of the two CVEs of sheetjs-style 0.15.8. Each read here starts a process; the limits are
// made small where the outcome needs them, and the tests wait for outcomes, not for times.

const anyObject = () => ({}) as Record<string, unknown>;

/** A one-column workbook whose sheet carries `megabytes` of white space: the library reads it whole. */
function paddedWorkbook(megabytes: number): Uint8Array {
  const cfb = XLSX.CFB.read(workbookOf(['Ad'], [['Ayşe']]), { type: 'buffer' });
  const sheet = XLSX.CFB.find(cfb, '/xl/worksheets/sheet1.xml');
  if (!sheet?.content) throw new Error('no sheet');
  const xml = Buffer.from(sheet.content as Uint8Array).toString('utf8');
  sheet.content = Buffer.from(
    xml.replace('</worksheet>', `${' '.repeat(megabytes * 1024 * 1024)}</worksheet>`),
  );
  sheet.size = sheet.content.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { fileType: 'zip', type: 'buffer', compression: true }));
}

describe('reading an uploaded workbook apart from the server', () => {
  it('leaves this process unpolluted by a file built like the proof of CVE-2023-30533', async () => {
    const crafted = prototypePollutingWorkbook();
    // The file is a real proof: read in this process, it gives every object a `c`.
    try {
      readSheet(crafted, 10, defaultZipBudget);
      expect(anyObject().c).toEqual([expect.objectContaining({ a: 'polluted', t: 'polluted' })]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).c;
    }
    const prototypeKeys = Reflect.ownKeys(Object.prototype);

    const reading = await createSheetJsSpreadsheet().read(crafted, { maxRows: 10 });

    expect(reading).toEqual({ kind: 'sheet', header: ['Ad'], rows: [{ rowNumber: 2, cells: ['Ayşe'] }] });
    expect(anyObject().c).toBeUndefined();
    expect(anyObject().polluted).toBeUndefined();
    expect(Reflect.ownKeys(Object.prototype)).toEqual(prototypeKeys);
    expect(Object.isFrozen(reading)).toBe(true);
  });

  it('stops a file built like CVE-2024-22363 (minutes of backtracking) at its time limit', async () => {
    const strict = createSheetJsSpreadsheet({ readingLimits: { timeMs: 2_000, heapMb: 512 } });
    expect(await strict.read(backtrackingWorkbook(8_000), { maxRows: 10 })).toEqual({
      kind: 'tooDemanding',
      reason: 'time',
    });
  });

  it('ends a parse that needs more memory than its limit, and reads a small file within the same limit', async () => {
    const small = createSheetJsSpreadsheet({ readingLimits: { timeMs: 120_000, heapMb: 16 } });
    expect(await small.read(workbookOf(['Ad'], [['Ayşe']]), { maxRows: 10 })).toMatchObject({
      kind: 'sheet',
      rows: [{ cells: ['Ayşe'] }],
    });
    expect(await small.read(paddedWorkbook(4), { maxRows: 10 })).toEqual({
      kind: 'tooDemanding',
      reason: 'memory',
    });
  });
});

describe('what comes back from the reading process', () => {
  const sheet = {
    kind: 'sheet',
    header: ['Ad', 'Kayıt'],
    rows: [{ rowNumber: 2, cells: ['Ayşe', { kind: 'date', value: new Date('2026-03-02T09:30:00Z') }] }],
  };

  it('is rebuilt as fresh, frozen objects of the reading’s own shape', () => {
    const reading = guardedReading(structuredClone(sheet), 10);
    expect(reading).toEqual(sheet);
    expect(Object.isFrozen(reading)).toBe(true);
    if (reading.kind !== 'sheet') throw new Error(reading.kind);
    expect(Object.isFrozen(reading.rows[0]?.cells)).toBe(true);
    expect(guardedReading({ kind: 'tooManyRows', firstRowOver: 12 }, 10)).toEqual({
      kind: 'tooManyRows',
      firstRowOver: 12,
    });
  });

  it.each([
    ['a `__proto__` key', JSON.parse('{"kind":"sheet","header":[],"rows":[],"__proto__":{"polluted":true}}')],
    ['a `constructor` key', { ...sheet, constructor: { prototype: { polluted: true } } }],
    [
      'a cell with a `prototype` key',
      { ...sheet, rows: [{ rowNumber: 2, cells: [{ kind: 'date', value: new Date(0), prototype: {} }] }] },
    ],
    ['a row with another key', { ...sheet, rows: [{ rowNumber: 2, cells: [], extra: 1 }] }],
    ['a number that is not finite', { ...sheet, rows: [{ rowNumber: 2, cells: [Number.NaN] }] }],
    [
      'a date that is no date',
      { ...sheet, rows: [{ rowNumber: 2, cells: [{ kind: 'date', value: 'today' }] }] },
    ],
    ['an object of another class', { ...sheet, rows: [{ rowNumber: 2, cells: [new Map()] }] }],
    ['a header that is not text', { ...sheet, header: [1] }],
    ['more rows than were asked for', { ...sheet, rows: Array.from({ length: 12 }, () => sheet.rows[0]) }],
    ['an unknown kind', { kind: 'tooDemanding', reason: 'time' }],
    ['no object at all', 'sheet'],
  ])('is unreadable with %s', (_case, value) => {
    expect(guardedReading(value, 10)).toEqual({ kind: 'unreadable' });
  });
});
