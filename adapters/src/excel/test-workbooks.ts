import type { SheetCell, Spreadsheet } from '@coach/core';
import XLSX from 'sheetjs-style';
import { readSheet } from './read-sheet.ts';
import { createSheetJsSpreadsheet } from './sheetjs-spreadsheet.ts';
import { defaultZipBudget } from './zip-budget.ts';

/** Test data: a real .xlsx as an administrator would upload it, written by the production adapter. */
export function workbookOf(header: readonly string[], rows: readonly (readonly SheetCell[])[]): Uint8Array {
  return createSheetJsSpreadsheet().write({
    sheetName: 'Hesaplar',
    columns: header.map((text) => ({ header: text, width: 12, format: 'text' as const })),
    rows,
  });
}

/** Valid T.C. identity numbers (their check digits hold), for rows that need one. */
export const validIdentityNumbers = ['10000000146', '12345678950', '11111111110'] as const;

/**
 * The production adapter, reading in the test's own process: for the import's rules (the use-case
 * tier) and for reading back what the server exported, whose bytes are trusted. Uploads are read
 * in a process of their own (isolated-reading.ts); its tests and the import's HTTP tests go that
 * way, and starting a process per file would only slow the tier down.
 */
export function inProcessSpreadsheet(): Spreadsheet {
  return {
    ...createSheetJsSpreadsheet(),
    read: async (bytes, { maxRows }) => readSheet(bytes, maxRows, defaultZipBudget),
  };
}

/**
 * The cells of a workbook's first sheet as its XML stores them, by reference (`B2`): their type
 * (`t`, none for a number or a date) and whether a formula is written in them. What a spreadsheet
 * program would run is in the file, not in what a reader gives back.
 */
export function storedCellsOf(bytes: Uint8Array): Map<string, { type: string | null; formula: boolean }> {
  const cfb = XLSX.CFB.read(bytes, { type: 'buffer' });
  const entry = cfb.FileIndex.find((_file, index) =>
    /xl\/worksheets\/sheet1\.xml$/.test(cfb.FullPaths[index] ?? ''),
  );
  const xml = Buffer.from((entry?.content as Uint8Array | undefined) ?? []).toString('utf8');
  const cells = new Map<string, { type: string | null; formula: boolean }>();
  for (const match of xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(\/>|>([\s\S]*?)<\/c>)/g)) {
    const type = /\bt="([^"]+)"/.exec(match[2] ?? '')?.[1] ?? null;
    cells.set(match[1] ?? '', { type, formula: (match[4] ?? '').includes('<f') });
  }
  return cells;
}

/** A workbook of one column and `rows`, with `parts` added or rewritten (path → XML). */
function workbookWith(parts: Readonly<Record<string, string>>, rows: readonly (readonly SheetCell[])[]) {
  const cfb = XLSX.CFB.read(workbookOf(['Ad'], rows), { type: 'buffer' });
  for (const [path, content] of Object.entries(parts)) {
    const entry = XLSX.CFB.find(cfb, path);
    if (entry) {
      entry.content = Buffer.from(content);
      entry.size = entry.content.length;
    } else XLSX.CFB.utils.cfb_add(cfb, path, Buffer.from(content));
  }
  return new Uint8Array(XLSX.CFB.write(cfb, { fileType: 'zip', type: 'buffer', compression: true }));
}

const spreadsheetMain = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/**
 * Built like the proof of CVE-2023-30533: a comment whose cell reference is `__proto__`. The
 * library looks the cell up as `sheet[ref]`, finds `Object.prototype`, and gives it the comment
 * list: afterwards every object has a `c` property holding the comment.
 */
export function prototypePollutingWorkbook(): Uint8Array {
  return workbookWith(
    {
      '/xl/comments1.xml':
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><comments xmlns="${spreadsheetMain}">` +
        '<authors><author>polluted</author></authors><commentList>' +
        '<comment ref="__proto__" authorId="0"><text><t>polluted</t></text></comment>' +
        '</commentList></comments>',
      '/xl/worksheets/_rels/sheet1.xml.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Target="../comments1.xml" ' +
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments"/>' +
        '</Relationships>',
    },
    [['Ayşe']],
  );
}

/**
 * Built like CVE-2024-22363's: a cell's shared string is a rich-text run followed by `count`
 * phonetic-run openings that never close. The library's pattern for phonetic runs
 * (`<rPh.*?>([\s\S]*?)</rPh>`) backtracks polynomially over them: 2,000 take seconds, 4,000 more
 * than a minute, 8,000 about ten minutes, from a file of a few kilobytes.
 */
export function backtrackingWorkbook(count: number): Uint8Array {
  return workbookWith(
    {
      '/xl/sharedStrings.xml':
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${spreadsheetMain}" count="2" uniqueCount="2">` +
        `<si><t>Ad</t></si><si><r><t>Ayşe</t></r>${'<rPh>'.repeat(count)}</si></sst>`,
    },
    [['Ayşe']],
  );
}
