import { maxImportRows, xlsxContentType } from '../contracts/excel.ts';
import type { UploadedFile } from '../contracts/files.ts';
import type { Language } from '../contracts/language.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { SheetRow } from '../ports/spreadsheet.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { type ColumnLayout, readColumnLayout } from './domain/column-layout.ts';
import { translateImportMessage } from './domain/import-messages.ts';

export interface ImportSheet {
  readonly layout: ColumnLayout;
  readonly rows: readonly SheetRow[];
}

/**
 * The account rows of an uploaded workbook, or the reason there are none: an empty file (4012),
 * a file that is not an .xlsx by its content whatever its name (4043), a workbook that cannot be
 * read, lacks a required column or has no rows (4049), too many rows (4045, naming the first
 * row past the limit), or one whose reading was stopped for taking too long or too much memory
 * (`spreadsheetTooDemanding`, `data.reason`: time or memory).
 */
export async function readImportFile(
  ctx: UseCaseContext,
  file: UploadedFile,
  language: Language,
): Promise<ImportSheet> {
  if (file.bytes.byteLength === 0) throw new DomainError('fileEmpty');
  const detected = await ctx.fileTypeDetector.detect(file.bytes);
  if (detected?.mime !== xlsxContentType) throw new DomainError('fileTypeNotAllowed', { allowed: 'XLSX' });

  const reading = await ctx.spreadsheet.read(file.bytes, { maxRows: maxImportRows });
  if (reading.kind === 'unreadable') throw unreadable('unreadable');
  if (reading.kind === 'tooDemanding') {
    throw new DomainError('spreadsheetTooDemanding', { reason: reading.reason });
  }
  if (reading.kind === 'tooManyRows') {
    const message = translateImportMessage('tooManyRows', language, { maxRows: maxImportRows });
    throw new DomainError('importRowsInvalid', {
      errorCount: 1,
      rows: [{ row: reading.firstRowOver, column: '', field: '', message }],
      truncated: false,
    });
  }
  const layout = readColumnLayout(reading.header, language);
  if (!layout.ok) throw unreadable(layout.reason, layout.columns);
  if (reading.rows.length === 0) throw unreadable('noRows');
  return { layout: layout.layout, rows: reading.rows };
}

function unreadable(reason: string, columns: readonly string[] = []): DomainError {
  return new DomainError('spreadsheetUnreadable', { reason, columns: [...columns] });
}
