import { deflateRawSync } from 'node:zlib';
import type { WorkbookToWrite } from '@coach/core';
import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { createSheetJsSpreadsheet } from './sheetjs-spreadsheet.ts';
import { unpacksWithin } from './zip-budget.ts';

const spreadsheet = createSheetJsSpreadsheet();

/** The text of one part of an .xlsx package. */
function partOf(workbook: Uint8Array, path: string): string {
  const entry = XLSX.CFB.find(XLSX.CFB.read(workbook, { type: 'buffer' }), path);
  if (!entry?.content) throw new Error(`no part ${path}`);
  return Buffer.from(entry.content as Uint8Array).toString('utf8');
}

/** A zip archive of deflated parts, each declaring `declaredSize` (its real size unless given). */
function zipOf(parts: readonly { name: string; content: Uint8Array; declaredSize?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = deflateRawSync(part.content);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.content.byteLength;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.byteLength, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.byteLength, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

describe('writing a workbook', () => {
  const written = spreadsheet.write({
    sheetName: 'Hesaplar',
    columns: [
      { header: 'Ad', width: 16, format: 'text' },
      { header: 'Puan', width: 8, format: 'integer' },
      { header: 'Kayıt tarihi', width: 18, format: 'dateTime' },
    ],
    rows: [['Ayşe', 12, { kind: 'date', value: new Date('2026-03-02T12:30:00Z') }]],
  });

  it('gives the header row a bold white font on a filled background, frozen above the rows', () => {
    const sheet = partOf(written, '/xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toMatch(/<col min="1" max="1" width="16[.\d]*" customWidth="1"\/>/);
    expect(sheet).toContain('<autoFilter ref="A1:C2"/>');
    const styles = partOf(written, '/xl/styles.xml');
    expect(styles).toMatch(
      /<font><sz val="12"\/><name val="Calibri"\/><b\/><color rgb="FFFFFFFF"\/><\/font>/,
    );
    expect(styles).toContain('<patternFill patternType="solid"><fgColor rgb="FF0F766E"/>');
  });

  it('writes a total row after the rows, outside the filter, so filtering never sorts it among them', async () => {
    const withTotal = spreadsheet.write({
      sheetName: 'Log',
      columns: [
        { header: 'Client', width: 16, format: 'text' },
        { header: 'Hours', width: 8, format: 'hours' },
      ],
      rows: [
        ['Ayşe', 1.5],
        ['Bora', 2],
      ],
      totals: ['Total', 3.5],
    });
    const sheet = partOf(withTotal, '/xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<autoFilter ref="A1:B3"/>');
    expect(sheet).toContain('<dimension ref="A1:B4"/>');
    const reading = await spreadsheet.read(withTotal, { maxRows: 10 });
    if (reading.kind !== 'sheet') throw new Error(reading.kind);
    expect(reading.rows.at(-1)?.cells).toEqual(['Total', 3.5]);
  });

  it('writes dates as date cells (numbers with a date format) and reads them back on the same wall clock', async () => {
    const sheet = partOf(written, '/xl/worksheets/sheet1.xml');
    expect(sheet).toMatch(/<c r="C2" s="\d+"><v>46083\.52083\d*<\/v><\/c>/);
    expect(await spreadsheet.read(written, { maxRows: 10 })).toEqual({
      kind: 'sheet',
      header: ['Ad', 'Puan', 'Kayıt tarihi'],
      rows: [
        { rowNumber: 2, cells: ['Ayşe', 12, { kind: 'date', value: new Date('2026-03-02T12:30:00Z') }] },
      ],
    });
  });
});

describe('hours', () => {
  it('writes hours as numbers shown with one decimal and reads them back as numbers', async () => {
    const written = spreadsheet.write({
      sheetName: 'Coaching log',
      columns: [
        { header: 'Client', width: 16, format: 'text' },
        { header: 'Paid hours', width: 10, format: 'hours' },
      ],
      rows: [
        ['Ayşe', 1.5],
        ['Bora', 2],
      ],
    });
    const styles = partOf(written, '/xl/styles.xml');
    const formatId = /<numFmt numFmtId="(\d+)" formatCode="0\.0"\/>/.exec(styles)?.[1];
    expect(formatId).toBeDefined();
    expect(partOf(written, '/xl/worksheets/sheet1.xml')).toMatch(/<c r="B2" s="\d+"><v>1\.5<\/v><\/c>/);
    expect(await spreadsheet.read(written, { maxRows: 10 })).toMatchObject({
      rows: [{ cells: ['Ayşe', 1.5] }, { cells: ['Bora', 2] }],
    });
  });
});

describe('writing CSV', () => {
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const workbook: WorkbookToWrite = {
    sheetName: 'Koçluk günlüğü',
    columns: [
      { header: 'Danışan adı', width: 16, format: 'text' },
      { header: 'Sayı', width: 8, format: 'integer' },
      { header: 'Başlangıç tarihi', width: 14, format: 'date' },
      { header: 'Kayıt', width: 18, format: 'dateTime' },
      { header: 'Ücretli saat', width: 10, format: 'hours' },
      { header: 'Not', width: 30, format: 'text' },
    ],
    rows: [
      [
        'Ayşe Çağlar',
        1,
        { kind: 'date', value: new Date('2026-01-05T00:00:00Z') },
        { kind: 'date', value: new Date('2026-03-02T09:05:00Z') },
        1.5,
        'Sorun, "önce"; sonra, başvurun',
      ],
      ['=HYPERLINK("http://evil","x")', null, null, null, 2, 'iki\nsatır'],
      ["'=SUM(A1)", 3, null, null, 0, '@me'],
    ],
  };
  const written = spreadsheet.writeCsv(workbook);

  it('starts with the UTF-8 byte-order mark, so that Turkish letters read right', () => {
    expect([...written.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(written.slice(3))).toContain('Danışan adı');
  });

  it('writes the header and a line per row: dates as days, times to the minute, hours like 1.5', () => {
    const lines = decode(written).slice(1).split('\r\n');
    expect(lines[0]).toBe('Danışan adı,Sayı,Başlangıç tarihi,Kayıt,Ücretli saat,Not');
    expect(lines[1]).toBe('Ayşe Çağlar,1,2026-01-05,2026-03-02 09:05,1.5,"Sorun, ""önce""; sonra, başvurun"');
    expect(lines.at(-1)).toBe('');
  });

  it('keeps texts that would run as formulas texts, and a line break inside its quotes', () => {
    const text = decode(written);
    expect(text).toContain('\r\n"\'=HYPERLINK(""http://evil"",""x"")",,,,2.0,"iki\nsatır"\r\n');
    // Already escaped by the use case: not escaped twice.
    expect(text).toContain("\r\n'=SUM(A1),3,,,0.0,'@me\r\n");
  });

  it('reads back as the same table with a CSV parser', () => {
    const book = XLSX.read(decode(written), { type: 'string', raw: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: null });
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      'Ayşe Çağlar',
      '1',
      '2026-01-05',
      '2026-03-02 09:05',
      '1.5',
      'Sorun, "önce"; sonra, başvurun',
    ]);
  });

  it("written as its rows arrive, answers each batch's lines as its part: the parts make the same file", async () => {
    const writer = spreadsheet.startCsv(workbook, { separator: ',', decimalMark: '.' });
    const parts = [
      await writer.append(workbook.rows.slice(0, 1)),
      await writer.append(workbook.rows.slice(1)),
      await writer.finish(),
    ];
    expect(
      decode(parts[0] ?? new Uint8Array())
        .slice(1)
        .split('\r\n'),
    ).toHaveLength(3);
    expect(decode(parts[1] ?? new Uint8Array()).startsWith('"\'=HYPERLINK')).toBe(true);
    expect(parts[2]?.byteLength).toBe(0);
    expect(Buffer.concat(parts).equals(Buffer.from(written))).toBe(true);
  });

  it('writes the Turkish dialect: fields apart with ";", decimals with ","', () => {
    const lines = decode(spreadsheet.writeCsv(workbook, { separator: ';', decimalMark: ',' }))
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe('Danışan adı;Sayı;Başlangıç tarihi;Kayıt;Ücretli saat;Not');
    expect(lines[1]).toBe('Ayşe Çağlar;1;2026-01-05;2026-03-02 09:05;1,5;"Sorun, ""önce""; sonra, başvurun"');
    expect(lines[3]).toBe("'=SUM(A1);3;;;0,0;'@me");
  });
});

describe('reading a workbook', () => {
  it('reads stored values only: a formula in an uploaded file is never evaluated or kept', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Ad'], ['x']]);
    sheet.A2 = { t: 's', v: 'cached', f: 'HYPERLINK("http://evil.example","x")' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
    expect(await spreadsheet.read(bytes, { maxRows: 10 })).toMatchObject({ rows: [{ cells: ['cached'] }] });
  });

  it('leaves out blank rows but keeps the row numbers a spreadsheet program shows', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Ad', 'Soyad'],
      ['Ayşe', 'Demir'],
      [null, '  '],
      ['Can', null],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
    expect(await spreadsheet.read(bytes, { maxRows: 10 })).toMatchObject({
      rows: [
        { rowNumber: 2, cells: ['Ayşe', 'Demir'] },
        { rowNumber: 4, cells: ['Can', null] },
      ],
    });
  });

  it('notices rows past the limit, read or only declared by the sheet', async () => {
    const rows = [['Ad'], ...Array.from({ length: 5 }, (_, index) => [`Kişi ${index}`])];
    const bytes = spreadsheet.write({
      sheetName: 'S',
      columns: [{ header: 'Ad', width: 10, format: 'text' }],
      rows: rows.slice(1),
    });
    expect(await spreadsheet.read(bytes, { maxRows: 5 })).toMatchObject({ kind: 'sheet' });
    expect(await spreadsheet.read(bytes, { maxRows: 4 })).toEqual({ kind: 'tooManyRows', firstRowOver: 6 });
    expect(await spreadsheet.read(bytes, { maxRows: 2 })).toEqual({ kind: 'tooManyRows', firstRowOver: 4 });
  });

  it('refuses a zip that is no workbook, a damaged one, and bytes that are no zip at all', async () => {
    const notWorkbook = zipOf([{ name: 'notes.txt', content: Buffer.from('hello') }]);
    expect(await spreadsheet.read(notWorkbook, { maxRows: 10 })).toEqual({ kind: 'unreadable' });
    const good = spreadsheet.write({ sheetName: 'S', columns: [], rows: [] });
    const damaged = good.slice(0, Math.floor(good.byteLength / 2));
    expect(await spreadsheet.read(damaged, { maxRows: 10 })).toEqual({ kind: 'unreadable' });
    expect(await spreadsheet.read(new TextEncoder().encode('Ad,Soyad\nAyşe,Demir'), { maxRows: 10 })).toEqual(
      {
        kind: 'unreadable',
      },
    );
  });

  it('refuses a zip bomb before the library unpacks it, even when it lies about its sizes', async () => {
    const budget = { maxEntries: 10, maxUnpackedBytes: 1024 * 1024 };
    const small = createSheetJsSpreadsheet({ zipBudget: budget });
    const huge = new Uint8Array(8 * 1024 * 1024);
    const honest = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: huge }]);
    expect(honest.byteLength).toBeLessThan(20 * 1024);
    expect(await small.read(honest, { maxRows: 10 })).toEqual({ kind: 'unreadable' });
    const lying = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: huge, declaredSize: 1000 }]);
    expect(unpacksWithin(lying, budget)).toBe(false);
    expect(unpacksWithin(honest, { ...budget, maxUnpackedBytes: 8 * 1024 * 1024 })).toBe(true);
    // A real workbook padded with 8 MB of white space: readable, but not within the budget.
    const workbook = spreadsheet.write({
      sheetName: 'S',
      columns: [{ header: 'Ad', width: 10, format: 'text' }],
      rows: [['Ayşe']],
    });
    expect(unpacksWithin(workbook, budget)).toBe(true);
    const padded = XLSX.CFB.read(workbook, { type: 'buffer' });
    const sheet = XLSX.CFB.find(padded, '/xl/worksheets/sheet1.xml');
    if (!sheet) throw new Error('no sheet');
    const xml = Buffer.from(sheet.content as Uint8Array).toString('utf8');
    sheet.content = Buffer.from(xml.replace('</worksheet>', `${' '.repeat(8 * 1024 * 1024)}</worksheet>`));
    sheet.size = sheet.content.length;
    const bomb = new Uint8Array(
      XLSX.CFB.write(padded, { fileType: 'zip', type: 'buffer', compression: true }),
    );
    expect(await spreadsheet.read(bomb, { maxRows: 10 })).toMatchObject({
      kind: 'sheet',
      rows: [{ cells: ['Ayşe'] }],
    });
    expect(await small.read(bomb, { maxRows: 10 })).toEqual({ kind: 'unreadable' });
    const many = zipOf(
      Array.from({ length: 11 }, (_, index) => ({ name: `${index}`, content: new Uint8Array(1) })),
    );
    expect(unpacksWithin(many, { maxEntries: 10, maxUnpackedBytes: 1024 })).toBe(false);
  });
});
