import type { ImportRowError } from '../../contracts/excel.ts';
import type { Language } from '../../contracts/language.ts';
import { translateValidationMessage } from '../../contracts/validation-messages.ts';
import type { RowProblem } from './account-row.ts';
import { type ColumnLayout, headerOf } from './column-layout.ts';
import { translateImportMessage } from './import-messages.ts';

/** More errors than this are counted but not listed: nobody reads the 1,001st. */
export const maxListedRowErrors = 1000;

/** Every problem of every row, by row number; described in row order. */
export class RowProblems {
  private readonly byRow = new Map<number, RowProblem[]>();

  add(rowNumber: number, ...problems: RowProblem[]): void {
    if (problems.length === 0) return;
    this.byRow.set(rowNumber, [...(this.byRow.get(rowNumber) ?? []), ...problems]);
  }

  has(rowNumber: number): boolean {
    return this.byRow.has(rowNumber);
  }

  get rowCount(): number {
    return this.byRow.size;
  }

  /** The problems in words, in `language`, each with its row and the column's header. */
  describe(layout: ColumnLayout, language: Language): { rows: ImportRowError[]; truncated: boolean } {
    const rows: ImportRowError[] = [];
    const ordered = [...this.byRow].sort(([a], [b]) => a - b);
    for (const [row, problems] of ordered) {
      for (const problem of problems) {
        rows.push({
          row,
          column: headerOf(layout, problem.field, language),
          field: problem.field,
          message:
            problem.kind === 'field'
              ? translateValidationMessage(problem.issue.key, language, problem.issue.params)
              : translateImportMessage(problem.key, language, problem.values),
        });
      }
    }
    return { rows: rows.slice(0, maxListedRowErrors), truncated: rows.length > maxListedRowErrors };
  }
}
