import type { Language } from '../../contracts/language.ts';
import { fillPlaceholders } from '../../errors/translate.ts';

/**
 * Row problems only an import has (the field problems come from the shared validation messages).
 * `{name}` placeholders are filled from the values.
 */
export const importMessages = {
  duplicateEmailInFile: {
    tr: 'Bu e-posta adresi {row}. satırda da var.',
    en: 'This e-mail address is also in row {row}.',
  },
  duplicateIdentityNumberInFile: {
    tr: 'Bu kimlik numarası {row}. satırda da var.',
    en: 'This identity number is also in row {row}.',
  },
  identityNumberTaken: {
    tr: 'Bu kimlik numarası başka bir hesapta kayıtlı.',
    en: 'Another account already has this identity number.',
  },
  duplicatePassportNumberInFile: {
    tr: 'Bu pasaport numarası {row}. satırda da var.',
    en: 'This passport number is also in row {row}.',
  },
  passportNumberTaken: {
    tr: 'Bu pasaport numarası başka bir hesapta kayıtlı.',
    en: 'Another account already has this passport number.',
  },
  emailTakenMeanwhile: {
    tr: 'Bu e-posta adresiyle içe aktarma sırasında başka bir hesap açıldı; dosyayı yeniden yükleyin.',
    en: 'An account with this e-mail address was created during the import; upload the file again.',
  },
  openingBalanceForExisting: {
    tr: 'Bu e-posta adresinin hesabı zaten var; açılış puanı yalnızca yeni hesaplara verilir.',
    en: 'An account with this e-mail address already exists; an opening balance is only given to new accounts.',
  },
  scoreNotImported: {
    tr: 'Puan içe aktarılmaz; yeni üyelerin puanını “Açılış puanı” sütununa yazın.',
    en: 'The score is not imported; give new members their points in the “Opening balance” column.',
  },
  tooManyRows: {
    tr: 'Bir dosyada başlığın altında en fazla {maxRows} satır olabilir; dosyayı bölün ya da bu satırdan sonrasını silin.',
    en: 'A file may have at most {maxRows} rows under the header; split the file or delete the rows from here on.',
  },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

export type ImportMessageKey = keyof typeof importMessages;

export function translateImportMessage(
  key: ImportMessageKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return fillPlaceholders(importMessages[key][language], values);
}
