import type { Lang } from '@coach/kit';
import { plural } from '@lingui/core/macro';

/** The parts of a package every page that names one needs (the list, a checkout's result). */
type NamedPackage = { readonly nameTr: string; readonly nameEn: string };

/** The package's name in the page's language. */
export const packageName = (pkg: NamedPackage, lang: Lang) => (lang === 'en' ? pkg.nameEn : pkg.nameTr);

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A price as the server gives it (a decimal string such as "49.00") in the page's language:
 * "$49,00" / "US$49.00". Only shown: the price is never sent back, the server reads its own.
 */
export function formatPrice(amount: string, currency: string, lang: Lang): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency }).format(value);
}

export const periodText = (months: number) => plural(months, { one: '# month', other: '# months' });
