import type { OrderMethod, SubscriptionStatus } from '@coach/core/contracts';
import type { Lang, PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** Where a member's membership stands: the page, the dashboard and the notice speak of these four. */
export type MembershipState = 'active' | 'ending' | 'expired' | 'none';

/** The state from the server's answer: it alone decides "active" and "within 7 days" (docs/product-rules.md §4). */
export function membershipStateOf(status: SubscriptionStatus): MembershipState {
  if (!status.subscriptionEndDate) return 'none';
  if (!status.active) return 'expired';
  return status.expiringSoon ? 'ending' : 'active';
}

export const stateLabels: Record<MembershipState, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'membership state' }),
  ending: msg`Ends soon`,
  expired: msg({ message: 'Expired', context: 'membership state' }),
  none: msg`No membership`,
};

export const stateTones: Record<MembershipState, PillTone> = {
  active: 'success',
  ending: 'warning',
  expired: 'danger',
  none: 'neutral',
};

export const methodLabels: Record<OrderMethod, MessageDescriptor> = {
  card: msg`Card`,
  manual: msg`Granted by hand`,
  granted: msg`Given free by the programme`,
};

/** A package's name in the page's language. */
export const packageNameOf = (named: { nameTr: string; nameEn: string }, lang: Lang): string =>
  lang === 'en' ? named.nameEn : named.nameTr;

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** "$49.00", "49,00 $": the decimal text of the API, shown in the page's language. */
export function formatPrice(amount: string, currency: string, lang: Lang): string {
  // Only for display: the amount itself stays the server's text everywhere else. The narrow
  // symbol, since en-GB would write "US$" where both languages' readers expect "$".
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount));
}

/** "1 month", "12 months" (call during render). */
export const monthsText = (count: number): string => plural(count, { one: '# month', other: '# months' });

/** "1 day left", "5 days left"; the last day (0) says so. */
export const daysLeftText = (days: number): string =>
  plural(days, { 0: 'Ends today', one: '# day left', other: '# days left' });
