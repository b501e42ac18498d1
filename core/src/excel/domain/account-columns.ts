import type { Language } from '../../contracts/language.ts';
import type { SheetColumnFormat } from '../../ports/spreadsheet.ts';

/**
 * How the import treats a column: `required` columns must be in the file, `optional` ones are
 * read when present, `readOnly` ones are written by the export and ignored on import (the ledger
 * decides the score; the platform its own dates), and `importOnly` ones are empty in the export.
 */
export type ColumnUse = 'required' | 'optional' | 'readOnly' | 'importOnly';

export interface AccountColumn {
  readonly field: AccountColumnField;
  readonly header: Readonly<Record<Language, string>>;
  readonly width: number;
  readonly format: SheetColumnFormat;
  readonly use: ColumnUse;
}

export type AccountColumnField =
  | 'name'
  | 'surname'
  | 'email'
  | 'phone'
  | 'identityNumber'
  | 'passportNumber'
  | 'accountRoleType'
  | 'status'
  | 'isLocked'
  | 'languages'
  | 'language'
  | 'countryCode'
  | 'stateCode'
  | 'city'
  | 'subscriptionEndDate'
  | 'score'
  | 'createdAt'
  | 'lastLoginAt'
  | 'openingBalance';

const column = (
  field: AccountColumnField,
  tr: string,
  en: string,
  width: number,
  use: ColumnUse,
  format: SheetColumnFormat = 'text',
): AccountColumn => ({ field, header: { tr, en }, width, format, use });

/**
 * The columns of the accounts workbook, in their order. An exported file can be edited and
 * imported again: the import finds its columns by header, in either language and in any order.
 */
export const accountColumns: readonly AccountColumn[] = [
  column('name', 'Ad', 'Name', 16, 'required'),
  column('surname', 'Soyad', 'Surname', 16, 'required'),
  column('email', 'E-posta', 'E-mail', 30, 'required'),
  column('phone', 'Telefon', 'Phone', 18, 'optional'),
  column('identityNumber', 'T.C. kimlik no', 'Identity number', 16, 'optional'),
  column('passportNumber', 'Pasaport no', 'Passport number', 16, 'optional'),
  column('accountRoleType', 'Rol', 'Role', 16, 'optional'),
  column('status', 'Durum', 'Status', 10, 'optional'),
  column('isLocked', 'Kilitli', 'Locked', 10, 'optional'),
  column('languages', 'Koçluk dilleri', 'Coaching languages', 22, 'optional'),
  column('language', 'Yazışma dili', 'Mail language', 14, 'optional'),
  column('countryCode', 'Ülke kodu', 'Country code', 12, 'optional'),
  column('stateCode', 'İl kodu', 'State code', 12, 'optional'),
  column('city', 'İlçe', 'City', 16, 'optional'),
  column('subscriptionEndDate', 'Üyelik bitişi', 'Subscription end', 18, 'optional', 'dateTime'),
  column('score', 'Puan', 'Score', 8, 'readOnly', 'integer'),
  column('createdAt', 'Kayıt tarihi', 'Created', 18, 'readOnly', 'dateTime'),
  column('lastLoginAt', 'Son giriş', 'Last sign-in', 18, 'readOnly', 'dateTime'),
  column('openingBalance', 'Açılış puanı', 'Opening balance', 14, 'importOnly', 'integer'),
];

/**
 * A header reduced to what identifies it: lower-case Turkish letters folded to ASCII, and no
 * spaces or punctuation, so `T.C. Kimlik No`, `tc kimlik no` and `TC_KIMLIK_NO` are one header.
 */
export function headerKey(header: string): string {
  return header
    .toLocaleLowerCase('tr')
    .replace(/[ıİ]/g, 'i')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

const columnsByHeader = new Map<string, AccountColumn>(
  accountColumns.flatMap((entry) =>
    [entry.header.tr, entry.header.en, entry.field].map((header) => [headerKey(header), entry] as const),
  ),
);

/** The column a file's header names, in Turkish, in English or by its field name. */
export function columnOfHeader(header: string): AccountColumn | null {
  return columnsByHeader.get(headerKey(header)) ?? null;
}
