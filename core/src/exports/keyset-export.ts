import type { SheetCell, SheetColumn, SheetWriter, WorkbookToWrite } from '../ports/spreadsheet.ts';

/**
 * How many rows an export reads at a time: each batch is one index range of a unique key, so
 * memory holds a batch (and the compressed file), and every batch costs the same wherever it is.
 */
export const exportBatchSize = 1000;

/**
 * What an export reads and how each item becomes a row: one per kind of export (the accounts,
 * the orders, …: `export-kinds.ts`). The reading is a keyset: the next items
 * in the order of a unique index after the last item of the previous batch, never OFFSET, which
 * makes a database reread every skipped row for every batch (ADR 0042).
 */
export interface ExportSource<Item> {
  readonly sheetName: string;
  readonly columns: readonly SheetColumn[];
  /** How many items there are, for the progress (read once, before the first batch). */
  count(): Promise<number>;
  /** At most `limit` items after `last` (from the first when null), in the unique key's order. */
  batchAfter(last: Item | null, limit: number): Promise<readonly Item[]>;
  rowOf(item: Item): readonly SheetCell[];
}

/** How far an export has come: rows written of the rows counted at its start. */
export type ExportProgress = (progress: {
  readonly done: number;
  readonly total: number;
}) => void | Promise<void>;

/** Where an export's file goes as it is written: each part in order, the file being all of them. */
export type ExportOutput = (part: Uint8Array<ArrayBuffer>) => Promise<void>;

/**
 * Writes every item of `source` into a file a batch at a time (`start` begins it: a workbook or a
 * CSV), handing each batch's part of the file to `output` as it is written (ADR 0042, addendum:
 * memory holds a batch, not the file) and telling `progress` after each batch. Rows created while
 * the export runs may or may not be in it; none is written twice.
 */
export async function writeKeysetExport<Item>(
  start: (sheet: Omit<WorkbookToWrite, 'rows'>) => SheetWriter,
  source: ExportSource<Item>,
  output: ExportOutput,
  progress?: ExportProgress,
): Promise<{ readonly rows: number }> {
  const total = await source.count();
  const writer = start({ sheetName: source.sheetName, columns: source.columns });
  let last: Item | null = null;
  let done = 0;
  await progress?.({ done, total });
  for (;;) {
    const items = await source.batchAfter(last, exportBatchSize);
    if (items.length === 0) break;
    await output(await writer.append(items.map((item) => source.rowOf(item))));
    done += items.length;
    last = items[items.length - 1] ?? null;
    await progress?.({ done, total: Math.max(total, done) });
    if (items.length < exportBatchSize) break;
  }
  await output(await writer.finish());
  return { rows: done };
}

/** The same file whole, for a call that answers it at once (the accounts' direct download). */
export async function writeKeysetFile<Item>(
  start: (sheet: Omit<WorkbookToWrite, 'rows'>) => SheetWriter,
  source: ExportSource<Item>,
): Promise<{ readonly bytes: Uint8Array<ArrayBuffer>; readonly rows: number }> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const { rows } = await writeKeysetExport(start, source, async (part) => {
    parts.push(part);
    length += part.byteLength;
  });
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { bytes, rows };
}
