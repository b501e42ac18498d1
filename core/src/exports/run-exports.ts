import { z } from 'zod';
import { localDateOf } from '../calendar/zoned-time.ts';
import { noInput } from '../contracts/common.ts';
import { csvDialects } from '../excel/domain/csv-dialects.ts';
import { sheetTimeZone } from '../excel/domain/sheet-dates.ts';
import type { WorkbookToWrite } from '../ports/spreadsheet.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { ExportFile } from './domain/export-file.ts';
import { exportKindSources } from './export-kinds.ts';
import { type ExportOutput, writeKeysetExport } from './keyset-export.ts';

/** An export still `running` after this long lost its instance (killed mid-way): it is failed. */
const staleAfterMinutes = 30;
/** Exports one run writes at most; the next tick (or wake-up) takes the rest. */
const exportsPerRun = 5;

/**
 * How much of a file one stored slice holds: the parts a writer answers (a batch's CSV, the zip's
 * output so far) are gathered up to this and stored, so the job holds at most a slice and a batch.
 */
const storedSliceBytes = 2 * 1024 * 1024;

/** An output that stores the file in slices of `storedSliceBytes` as it comes; `flush` stores the rest. */
function slicedOutput(store: (position: number, slice: Uint8Array<ArrayBuffer>) => Promise<void>) {
  let parts: Uint8Array[] = [];
  let gathered = 0;
  let position = 0;
  const flush = async () => {
    if (gathered === 0) return;
    const slice = new Uint8Array(gathered);
    let offset = 0;
    for (const part of parts) {
      slice.set(part, offset);
      offset += part.byteLength;
    }
    parts = [];
    gathered = 0;
    await store(position, slice);
    position += 1;
  };
  const output: ExportOutput = async (part) => {
    if (part.byteLength === 0) return;
    parts.push(part);
    gathered += part.byteLength;
    if (gathered >= storedSliceBytes) await flush();
  };
  return { output, flush };
}

async function writeExportFile(ctx: UseCaseContext, file: ExportFile): Promise<void> {
  const date = localDateOf(ctx.clock.now(), sheetTimeZone);
  const { source, baseName } = exportKindSources[file.kind].prepare(ctx.repositories, file, date);
  const fileName = `${baseName}.${file.format}`;
  // A CSV in the dialect of the file's language (`;` and `1,5` in Turkish), a workbook otherwise.
  const start = (sheet: Omit<WorkbookToWrite, 'rows'>) =>
    file.format === 'csv'
      ? ctx.spreadsheet.startCsv(sheet, csvDialects[file.language])
      : ctx.spreadsheet.startSheet(sheet);
  // Outside any transaction: each batch is its own read, each slice and progress its own small
  // write, so an export of any size holds no transaction and no connection between batches, and
  // its memory holds a batch and a slice, not the file (ADR 0042, addendum).
  const { output, flush } = slicedOutput((position, slice) =>
    ctx.unitOfWork.run((tx) => tx.repositories.exportFiles.appendSlice(file.id, position, slice)),
  );
  const { rows } = await writeKeysetExport(start, source, output, ({ done, total }) =>
    ctx.unitOfWork.run((tx) => tx.repositories.exportFiles.recordProgress(file.id, done, total)),
  );
  await flush();
  await ctx.unitOfWork.run((tx) =>
    tx.repositories.exportFiles.complete(file.id, { fileName, rows, at: ctx.clock.now() }),
  );
}

/**
 * The export job (ADR 0042): writes the pending exports, oldest first, one at a time, reading each
 * in keyset batches and recording its progress; a failure marks that export failed and goes on.
 */
export const runPendingExports = defineUseCase({
  name: 'exports.runPending',
  summary: 'Write the files of the pending export jobs',
  access: 'system',
  input: noInput,
  output: z.object({ written: z.int(), failed: z.int(), abandoned: z.int() }),
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    const abandoned = await ctx.unitOfWork.run((tx) =>
      tx.repositories.exportFiles.failStartedBefore(
        new Date(now.getTime() - staleAfterMinutes * 60_000),
        now,
      ),
    );
    let written = 0;
    let failed = 0;
    for (let index = 0; index < exportsPerRun; index += 1) {
      const file = await ctx.unitOfWork.run((tx) => tx.repositories.exportFiles.claimNext(ctx.clock.now()));
      if (!file) break;
      try {
        await writeExportFile(ctx, file);
        written += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await ctx.unitOfWork.run((tx) =>
          tx.repositories.exportFiles.fail(file.id, message.slice(0, 500), ctx.clock.now()),
        );
      }
    }
    return { written, failed, abandoned };
  },
});
