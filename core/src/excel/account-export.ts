import type { Account } from '../accounts/domain/account.ts';
import type { Language } from '../contracts/language.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { AccountReads } from '../ports/account-repository.ts';
import type { AccountColumn } from './domain/account-columns.ts';
import { accountSheetColumns, accountSheetRow } from './domain/account-sheet.ts';

/** The accounts' export read in keyset batches of the primary key (ADR 0042): in id order. */
export function accountExportSource(
  accounts: AccountReads,
  language: Language,
  columns: readonly AccountColumn[],
): ExportSource<Account> {
  return {
    sheetName: language === 'tr' ? 'Hesaplar' : 'Accounts',
    columns: accountSheetColumns(language, columns),
    count: () => accounts.countAll(),
    batchAfter: (last, limit) => accounts.listAfter(last?.id ?? null, limit),
    rowOf: (account) => accountSheetRow(account, language, columns),
  };
}

/** The export's file name without its extension: `hesaplar-2026-03-02` or `accounts-2026-03-02`. */
export const accountExportBaseName = (language: Language, date: string) =>
  `${language === 'tr' ? 'hesaplar' : 'accounts'}-${date}`;
