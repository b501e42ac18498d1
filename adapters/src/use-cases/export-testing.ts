import type { AnyUseCase, ExportJob, SheetReading, UseCaseContext } from '@coach/core';
import { downloadExport } from '@coach/core/exports/download-export';
import { runPendingExports } from '@coach/core/exports/run-exports';
import { systemActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import { expect } from 'vitest';
import { inProcessSpreadsheet, storedCellsOf } from '../excel/test-workbooks.ts';

const spreadsheet = inProcessSpreadsheet();

/**
 * Starts an export with `start` (a list's `start…Export` use case) as `ctx`, runs the export job,
 * and gives back the job and the file its requester downloads.
 */
export async function exportedFile(start: AnyUseCase, ctx: UseCaseContext, input: Record<string, unknown>) {
  const job = (await execute(start, ctx, input)) as ExportJob;
  expect(job).toMatchObject({ status: 'pending' });
  expect(await execute(runPendingExports, { ...ctx, actor: systemActor }, {})).toMatchObject({
    written: 1,
    failed: 0,
  });
  return { job, file: await downloadedFile(ctx, job.id) };
}

/**
 * An export's file as its requester downloads it: the parts the download answers, read in turn
 * (as the server sends them) and joined, as many bytes as it said.
 */
export async function downloadedFile(ctx: UseCaseContext, id: string) {
  const { parts, ...file } = await execute(downloadExport, ctx, { id });
  const read: Uint8Array[] = [];
  for await (const part of parts) read.push(part);
  const bytes = new Uint8Array(Buffer.concat(read));
  expect(bytes.byteLength).toBe(file.byteLength);
  return { ...file, bytes };
}

/** The workbook's sheet as the project's adapter reads it back, with a cell by its header. */
export async function exportedSheet(bytes: Uint8Array) {
  const reading = await spreadsheet.read(bytes, { maxRows: 1000 });
  if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
  const sheet: Extract<SheetReading, { kind: 'sheet' }> = reading;
  const cell = (row: number, header: string) => sheet.rows[row]?.cells[sheet.header.indexOf(header)];
  return { ...sheet, cell };
}

/** No cell of the workbook holds a formula (`<f>`): texts are text cells, never run (ADR 0042). */
export function expectNoFormula(bytes: Uint8Array) {
  expect([...storedCellsOf(bytes).values()].some((cell) => cell.formula)).toBe(false);
}

/** A .csv export's header and rows, split in its dialect (`;` in Turkish, `,` in English). */
export function csvOf(bytes: Uint8Array, separator: ';' | ',') {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = '', ...rows] = text.slice(1).trimEnd().split('\r\n');
  return { header: header.split(separator), rows: rows.map((row) => row.split(separator)) };
}
