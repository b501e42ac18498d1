import { backOfficeViewerOf } from '../accounts/domain/personal-data-visibility.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { localDateOf } from '../calendar/zoned-time.ts';
import { exportAccountsInputSchema, xlsxContentType } from '../contracts/excel.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import { writeKeysetFile } from '../exports/keyset-export.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountExportBaseName, accountExportSource, everyAccount } from './account-export.ts';
import { exportedColumnsFor } from './domain/account-sheet.ts';
import { sheetTimeZone } from './domain/sheet-dates.ts';

/**
 * Every account as an .xlsx workbook, answered directly (the admin app starts an export job
 * instead, `accounts.startExport`; this call stays for the clients that use it, ADR 0042): read in
 * keyset batches and written as they come. A styled, frozen header and a row per account, in the
 * language asked for, dates as real dates on Istanbul's clock, and every text a text cell, which
 * no spreadsheet program runs as a formula (ADR 0042, addendum). Administrators and salesmen (who may list accounts) may export; a salesman's file
 * leaves out what they see only masked (identity documents, ADR 0033). Each export is in the audit
 * log, since the file carries personal data out of the platform.
 */
export const exportAccounts = defineUseCase({
  name: 'accounts.exportExcel',
  summary: 'Every account as an .xlsx workbook with a styled header',
  access: 'accounts.read',
  input: exportAccountsInputSchema,
  output: downloadFileSchema,
  errors: [],
  download: { contentTypes: [xlsxContentType] },
  async run({ ctx, input }) {
    const columns = exportedColumnsFor(backOfficeViewerOf(ctx.actor));
    const source = accountExportSource(ctx.repositories.accounts, input.language, columns, everyAccount);
    const { bytes, rows } = await writeKeysetFile((sheet) => ctx.spreadsheet.startSheet(sheet), source);
    await ctx.unitOfWork.run((tx) =>
      recordAudit(tx, ctx, {
        action: 'accounts.exportExcel',
        entityType: 'account',
        entityId: null,
        after: { accounts: rows, language: input.language },
      }),
    );
    const date = localDateOf(ctx.clock.now(), sheetTimeZone);
    return {
      fileName: `${accountExportBaseName(input.language, date)}.xlsx`,
      contentType: xlsxContentType,
      bytes,
    };
  },
});
