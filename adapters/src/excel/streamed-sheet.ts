import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type {
  SheetCell,
  SheetColumn,
  SheetColumnFormat,
  SheetHead,
  SheetWriter,
  WorkbookToWrite,
} from '@coach/core';
import { sheetjs } from './sheetjs.ts';

// yazl and its checksum module are loaded at the first streamed sheet (an export), not by every
// process that composes the platform (a CLI command, issue 29).
const require = createRequire(import.meta.url);

/**
 * A one-sheet workbook written as its rows arrive (an export of 100,000 accounts, ADR 0042).
 * sheetjs-style keeps every cell as an object and the whole sheet as one string before it zips:
 * 100,000 rows of 19 columns took 46 s and 1.4 GB. So sheetjs-style writes the workbook around
 * the rows (styles, the styled header, column widths, shared strings of the header) from a
 * template sheet of the header and one sample row, and the rows themselves go, a batch at a
 * time, as XML into the zip's deflate stream (yazl, on Node's zlib): memory holds one batch and
 * the compressed file, not the sheet. The header freezes as in `withFrozenHeader`.
 */

const millisecondsPerDay = 86_400_000;
/** Rows of XML handed to the deflate stream at a time. */
const rowsPerChunk = 50;
const unixEpochSerial = 25_569;

const samples: Readonly<Record<SheetColumnFormat, SheetCell>> = {
  text: 'x',
  integer: 0,
  hours: 0,
  amount: 0,
  date: { kind: 'date', value: new Date(0) },
  dateTime: { kind: 'date', value: new Date(0) },
};

const frozenView =
  '<sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
  '</sheetView>';

/** What sheetjs-style wrote around the rows, split where the streamed rows go. */
interface Template {
  /** Every part of the package but the sheet, by its path in the zip. */
  readonly parts: readonly { readonly path: string; readonly content: Uint8Array }[];
  readonly sheetPath: string;
  /** The sheet up to and with the header row. */
  readonly head: string;
  /** The sheet after the rows; `{ref}` stands for the range of the written rows. */
  readonly tail: string;
  /** The style attribute (` s="N"`) of each column's cells, and of a date in a column of another format. */
  readonly styles: readonly string[];
  readonly dateStyle: string;
}

function templateOf(sheet: SheetHead, write: (workbook: WorkbookToWrite) => Uint8Array): Template {
  const sampleRow = sheet.columns.map((column) => samples[column.format]);
  const dateRow = sheet.columns.map((_, c) => (c === 0 ? samples.dateTime : null));
  const written = write({ ...sheet, rows: [sampleRow, dateRow] });
  const cfb = sheetjs().CFB.read(written, { type: 'buffer' });
  const parts: { path: string; content: Uint8Array }[] = [];
  let sheetPath = '';
  let xml = '';
  cfb.FullPaths.forEach((fullPath, index) => {
    const entry = cfb.FileIndex[index];
    if (entry?.type !== 2 || !entry.content) return;
    const path = fullPath.slice(fullPath.indexOf('/') + 1);
    // The container library's own marker (\u0001Sh33tJ5), not part of the package.
    if (path.endsWith('Sh33tJ5')) return;
    const content = Uint8Array.from(entry.content as Uint8Array);
    if (/^xl\/worksheets\/sheet\d+\.xml$/.test(path)) {
      sheetPath = path;
      xml = Buffer.from(content).toString('utf8');
    } else parts.push({ path, content });
  });
  const headerEnd = xml.indexOf('</row>') + '</row>'.length;
  const rowsEnd = xml.indexOf('</sheetData>');
  const sampleCells = xml.slice(headerEnd, rowsEnd);
  const styleOf = (reference: string) =>
    new RegExp(`<c r="${reference}"( s="\\d+")?`).exec(sampleCells)?.[1] ?? '';
  return {
    parts: parts.sort(
      (a, b) => Number(b.path === '[Content_Types].xml') - Number(a.path === '[Content_Types].xml'),
    ),
    sheetPath,
    // No <dimension>: the range is known only at the end, and the element is optional.
    head: xml
      .slice(0, headerEnd)
      .replace(/<dimension ref="[^"]*"\/>/, '')
      .replace(/<sheetView workbookViewId="0"\s*\/>/, frozenView),
    tail: xml.slice(rowsEnd).replace(/ref="A1:[A-Z]+\d+"/g, 'ref="{ref}"'),
    styles: sheet.columns.map((_, c) => styleOf(`${sheetjs().utils.encode_col(c)}2`)),
    dateStyle: styleOf('A3'),
  };
}

/** XML text: markup escaped, and characters XML 1.0 cannot carry written as Excel does (_xHHHH_). */
function xmlText(text: string): string {
  return text
    .replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`)
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly those are replaced
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g,
      (character) => `_x${character.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}_`,
    );
}

function cellXml(value: SheetCell, reference: string, style: string, dateStyle: string): string {
  if (value === null) return '';
  if (typeof value === 'string')
    return `<c r="${reference}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  if (typeof value === 'boolean') return `<c r="${reference}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === 'number') return `<c r="${reference}"${style}><v>${value}</v></c>`;
  const serial = value.value.getTime() / millisecondsPerDay + unixEpochSerial;
  return `<c r="${reference}"${style === '' ? dateStyle : style}><v>${serial}</v></c>`;
}

/** The workbook carries no time of its own: every part is dated as zip's earliest date. */
const partDate = new Date(1980, 0, 1);

/** Starts a workbook whose rows are appended in batches; `write` is the adapter's whole-sheet writer. */
export function startStreamedSheet(
  sheet: { readonly sheetName: string; readonly columns: readonly SheetColumn[] },
  write: (workbook: WorkbookToWrite) => Uint8Array,
): SheetWriter {
  const template = templateOf(sheet, write);
  const yazl = require('yazl') as typeof import('yazl');
  const zip = new yazl.ZipFile();
  // The other parts first, [Content_Types].xml leading; then the sheet, deflated as it is written.
  for (const { path, content } of template.parts)
    zip.addBuffer(Buffer.from(content), path, { mtime: partDate });
  const sheetXml = new PassThrough();
  zip.addReadStream(sheetXml, template.sheetPath, { mtime: partDate });
  zip.end();
  // The zip's output since the last call: each call hands it on, so memory holds a batch's part of
  // the file, not the file (ADR 0042, addendum).
  let compressed: Buffer[] = [];
  zip.outputStream.on('data', (chunk: Buffer) => compressed.push(chunk));
  const take = () => {
    const part = Buffer.concat(compressed);
    compressed = [];
    return new Uint8Array(part.buffer, part.byteOffset, part.length) as Uint8Array<ArrayBuffer>;
  };
  const ended = once(zip.outputStream, 'end');
  const columnNames = sheet.columns.map((_, c) => sheetjs().utils.encode_col(c));
  let rowNumber = 1;

  // Waiting for the zip to take each batch keeps at most one batch of XML in memory.
  const put = async (text: string) => {
    if (!sheetXml.write(text, 'utf8')) await once(sheetXml, 'drain');
  };

  let started = put(template.head);
  return {
    async append(rows) {
      await started;
      let xml = '';
      for (const [index, row] of rows.entries()) {
        // A few dozen rows at a time: texts this small die young, where collecting them is cheap,
        // instead of piling up as large objects until a full collection.
        if (index > 0 && index % rowsPerChunk === 0) {
          await put(xml);
          xml = '';
        }
        rowNumber += 1;
        xml += `<row r="${rowNumber}">`;
        for (let c = 0; c < columnNames.length; c += 1) {
          xml += cellXml(
            row[c] ?? null,
            `${columnNames[c]}${rowNumber}`,
            template.styles[c] ?? '',
            template.dateStyle,
          );
        }
        xml += '</row>';
      }
      started = put(xml);
      await started;
      return take();
    },
    async finish() {
      await started;
      const lastColumn = columnNames[columnNames.length - 1] ?? 'A';
      await put(template.tail.replaceAll('{ref}', `A1:${lastColumn}${rowNumber}`));
      sheetXml.end();
      await ended;
      return take();
    },
  };
}
