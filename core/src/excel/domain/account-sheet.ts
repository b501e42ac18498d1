import type { Account } from '../../accounts/domain/account.ts';
import { isExportedFor, type Viewer } from '../../accounts/domain/personal-data-visibility.ts';
import type { Language } from '../../contracts/language.ts';
import type { SheetCell, SheetColumn } from '../../ports/spreadsheet.ts';
import { type AccountColumn, type AccountColumnField, accountColumns } from './account-columns.ts';
import { languageLabels, roleLabels, statusLabels, yesNoLabels } from './account-labels.ts';
import { toSheetDate } from './sheet-dates.ts';

/** The columns an export for `viewer` carries: a salesman's leaves the identity documents out. */
export function exportedColumnsFor(viewer: Viewer): readonly AccountColumn[] {
  return accountColumns.filter((column) => isExportedFor(viewer, column.field));
}

/** The export's columns with their headers in `language`. */
export function accountSheetColumns(language: Language, columns: readonly AccountColumn[]): SheetColumn[] {
  return columns.map((column) => ({
    header: column.header[language],
    width: column.width,
    format: column.format,
  }));
}

const dateOrNull = (date: Date | null): SheetCell => (date ? toSheetDate(date) : null);

function cellOf(account: Account, field: AccountColumnField, language: Language): SheetCell {
  switch (field) {
    case 'accountRoleType':
      return roleLabels[account.accountRoleType][language];
    case 'status':
      return statusLabels[account.status][language];
    case 'isLocked':
      return yesNoLabels[account.isLocked ? 'yes' : 'no'][language];
    case 'languages':
      return account.languages.map((code) => languageLabels[code][language]).join(', ') || null;
    case 'language':
      return languageLabels[account.language][language];
    case 'subscriptionEndDate':
      return dateOrNull(account.subscriptionEndDate);
    case 'createdAt':
      return dateOrNull(account.createdAt);
    case 'lastLoginAt':
      return dateOrNull(account.lastLoginAt);
    case 'score':
      return account.score;
    // Empty in the export: an opening balance is for accounts an import creates.
    case 'openingBalance':
      return null;
    default:
      return account[field];
  }
}

/**
 * An account as a row of the export. Names, addresses and phone numbers are typed by members, and
 * a spreadsheet program must show them, never run them: they are written as they are, and the
 * writer makes them safe for its format (a text cell in .xlsx, a neutralised start in .csv; ADR
 * 0042, addendum), so a phone number keeps its `+` without a visible mark.
 */
export function accountSheetRow(
  account: Account,
  language: Language,
  columns: readonly AccountColumn[],
): SheetCell[] {
  return columns.map((column) => cellOf(account, column.field, language));
}
