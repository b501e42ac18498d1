import type { ExportFormat } from '../../contracts/exports.ts';
import { DomainError } from '../../errors/domain-error.ts';

/**
 * The most data rows one sheet of an .xlsx holds: Excel's 1,048,576 rows, the header being one. At
 * 100,000 members the points ledger has about 2,000,000 entries and the audit log can have more:
 * a workbook of all of them would be cut off (or refused) by every spreadsheet program.
 */
export const maxWorkbookRows = 1_048_575;

/**
 * Refuses an export that a workbook cannot hold, before it is queued (4100), with its row count and
 * the way on: a narrower filter, or a .csv, which has no such limit.
 */
export function assertFitsTheFormat(format: ExportFormat, rows: number): void {
  if (format === 'xlsx' && rows > maxWorkbookRows) {
    throw new DomainError('exportTooLargeForWorkbook', { rows, maximum: maxWorkbookRows });
  }
}
