import type { AccountRoleType, AccountStatus } from '../../contracts/account-values.ts';
import type { Language } from '../../contracts/language.ts';
import { headerKey } from './account-columns.ts';

type Labels<Value extends string> = Readonly<Record<Value, Readonly<Record<Language, string>>>>;

/** The words the export writes for coded values; the import reads them in either language. */
export const roleLabels: Labels<AccountRoleType> = {
  Administrator: { tr: 'Yönetici', en: 'Administrator' },
  Salesman: { tr: 'Satış temsilcisi', en: 'Salesman' },
  Guest: { tr: 'Misafir', en: 'Guest' },
  User: { tr: 'Üye', en: 'Member' },
};

export const statusLabels: Labels<AccountStatus> = {
  active: { tr: 'Aktif', en: 'Active' },
  passive: { tr: 'Pasif', en: 'Passive' },
};

export const yesNoLabels: Labels<'yes' | 'no'> = {
  yes: { tr: 'Evet', en: 'Yes' },
  no: { tr: 'Hayır', en: 'No' },
};

export const languageLabels: Labels<Language> = {
  tr: { tr: 'Türkçe', en: 'Turkish' },
  en: { tr: 'İngilizce', en: 'English' },
};

/**
 * The coded value a cell's word means: a label in either language or the code itself, ignoring
 * case and punctuation; null when it means none of them.
 */
export function valueOfLabel<Value extends string>(labels: Labels<Value>, text: string): Value | null {
  const key = headerKey(text);
  for (const [value, names] of Object.entries(labels) as [Value, Record<Language, string>][]) {
    if ([value, names.tr, names.en].some((name) => headerKey(name) === key)) return value;
  }
  return null;
}
