import { importAccountsInputSchema, importAccountsResultSchema, maxImportBytes } from '../contracts/excel.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { headerOf } from './domain/column-layout.ts';
import { planImport } from './plan-import.ts';
import { readImportFile } from './read-import-file.ts';
import { writeImport } from './write-import.ts';

/**
 * The Excel import of accounts (docs/product-rules.md §17; ADR 0017). Every row is checked first, with
 * the account form's schema, against the other rows and against the database; one wrong row and
 * nothing is written, and the answer (4045) lists every problem with its row and column. Then all
 * rows go in one transaction: accounts without a password, their opening balances as ledger
 * entries, set-password mails through the outbox, and the audit log. Rows of existing e-mail
 * addresses are skipped, so importing an exported file again duplicates nobody. `ctx.progress`
 * hears the phases (validating, writing) of a long import.
 */
export const importAccounts = defineUseCase({
  name: 'accounts.importExcel',
  summary: 'Create accounts from an .xlsx workbook: all rows checked first, then written in one transaction',
  access: 'accounts.write',
  input: importAccountsInputSchema,
  output: importAccountsResultSchema,
  errors: [
    'fileEmpty',
    'fileTypeNotAllowed',
    'spreadsheetUnreadable',
    'spreadsheetTooDemanding',
    'importRowsInvalid',
  ],
  upload: { maxBytes: maxImportBytes },
  async run({ ctx, input }) {
    const sheet = await readImportFile(ctx, input.file, input.language);
    const plan = await planImport(ctx, sheet, input.language);
    return writeImport(ctx, plan, {
      fileName: input.file.name,
      language: input.language,
      headerOf: (field) => headerOf(sheet.layout, field, input.language),
    });
  },
});
