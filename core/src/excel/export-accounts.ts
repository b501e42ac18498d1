import type { Account } from '../accounts/domain/account.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { localDateOf } from '../calendar/zoned-time.ts';
import { exportAccountsInputSchema, xlsxContentType } from '../contracts/excel.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountSheetColumns, accountSheetRow } from './domain/account-sheet.ts';
import { sheetTimeZone } from './domain/sheet-dates.ts';

const pageSize = 500;

/** Every account, oldest first, read a page at a time. */
async function everyAccount(ctx: UseCaseContext): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { items } = await ctx.repositories.accounts.search({
      search: '',
      sort: { key: 'createdAt', descending: false },
      offset,
      limit: pageSize,
    });
    accounts.push(...items);
    if (items.length < pageSize) return accounts;
  }
}

/**
 * Every account as an .xlsx workbook: a styled, frozen header and a row per account, in the
 * language asked for, dates as real dates on Istanbul's clock, and every text escaped so that no
 * formula runs. Administrators and salesmen (who may list accounts) may export; each export is
 * in the audit log, since the file carries personal data out of the platform.
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
    const accounts = await everyAccount(ctx);
    const bytes = ctx.spreadsheet.write({
      sheetName: input.language === 'tr' ? 'Hesaplar' : 'Accounts',
      columns: accountSheetColumns(input.language),
      rows: accounts.map((account) => accountSheetRow(account, input.language)),
    });
    await ctx.unitOfWork.run((tx) =>
      recordAudit(tx, ctx, {
        action: 'accounts.exportExcel',
        entityType: 'account',
        entityId: null,
        after: { accounts: accounts.length, language: input.language },
      }),
    );
    const date = localDateOf(ctx.clock.now(), sheetTimeZone);
    const name = input.language === 'tr' ? 'hesaplar' : 'accounts';
    return { fileName: `${name}-${date}.xlsx`, contentType: xlsxContentType, bytes };
  },
});
