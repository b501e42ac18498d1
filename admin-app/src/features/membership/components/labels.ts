import type { OrderMethod } from '@coach/core/contracts';
import type { Lang } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const orderMethodLabels: Record<OrderMethod, MessageDescriptor> = {
  card: msg`Card`,
  manual: msg`Granted by hand`,
  granted: msg`Given free by the programme`,
};

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * An amount kept as decimal text ("49.00") in its currency, in the page's language ("$49.00",
 * "$49,00"). Display only: the text is never computed with.
 */
export function formatMoney(amount: string, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount));
}

/** The package's name in the page's language. */
export function packageNameOf(item: { nameTr: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' ? item.nameEn : item.nameTr;
}
