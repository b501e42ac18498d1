import type { Account } from '../accounts/domain/account.ts';
import type { Language } from '../contracts/language.ts';
import type { ExportSource } from '../exports/keyset-export.ts';
import type { AccountMatch, AccountReads } from '../ports/account-repository.ts';
import type { AccountColumn } from './domain/account-columns.ts';
import { accountSheetColumns, accountSheetRow } from './domain/account-sheet.ts';

/** Every account: the direct download's export, and an export job asked without filters. */
export const everyAccount: AccountMatch = { search: '' };

/**
 * The accounts `match` finds (the list's search, role, status and lock), read in keyset batches of
 * the primary key (ADR 0042): in id order.
 */
export function accountExportSource(
  accounts: AccountReads,
  language: Language,
  columns: readonly AccountColumn[],
  match: AccountMatch,
): ExportSource<Account> {
  return {
    sheetName: language === 'tr' ? 'Hesaplar' : 'Accounts',
    columns: accountSheetColumns(language, columns),
    count: () => accounts.countMatching(match),
    batchAfter: (last, limit) => accounts.listMatchingAfter(match, last?.id ?? null, limit),
    rowOf: (account) => accountSheetRow(account, language, columns),
  };
}

/** The export's file name without its extension: `hesaplar-2026-03-02` or `accounts-2026-03-02`. */
export const accountExportBaseName = (language: Language, date: string) =>
  `${language === 'tr' ? 'hesaplar' : 'accounts'}-${date}`;
