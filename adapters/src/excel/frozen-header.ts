import { sheetjs } from './sheetjs.ts';

/** The view of a sheet whose first row stays in place while the rows below it scroll. */
const frozenView =
  '<sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
  '</sheetView>';

const plainView = /<sheetView workbookViewId="0"\s*\/>/;

/**
 * Freezes the header row of every sheet of a workbook written by sheetjs-style, which cannot write
 * panes itself: the sheet parts are rewritten with a frozen pane, and the package is compressed.
 */
export function withFrozenHeader(workbook: Uint8Array): Uint8Array<ArrayBuffer> {
  const { CFB } = sheetjs();
  const cfb = CFB.read(workbook, { type: 'buffer' });
  cfb.FullPaths.forEach((path, index) => {
    if (!/\/xl\/worksheets\/sheet\d+\.xml$/.test(path)) return;
    const entry = cfb.FileIndex[index];
    if (!entry?.content) return;
    const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
    entry.content = Buffer.from(xml.replace(plainView, frozenView), 'utf8');
    entry.size = entry.content.length;
  });
  const zipped = CFB.write(cfb, { fileType: 'zip', type: 'buffer', compression: true });
  return new Uint8Array(zipped as Buffer<ArrayBuffer>);
}
