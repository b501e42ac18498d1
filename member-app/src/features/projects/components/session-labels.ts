import { maxSessionHours, minSessionHours, type SessionState } from '@coach/core/contracts';
import type { Lang, PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each state of a logged session in words (the colour only repeats them). */
export const sessionStateLabels: Record<SessionState, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'session state' }),
  confirmed: msg({ message: 'Confirmed', context: 'session state' }),
  disputed: msg({ message: 'Disputed', context: 'session state' }),
};

export const sessionStateTones: Record<SessionState, PillTone> = {
  pending: 'warning',
  confirmed: 'success',
  disputed: 'danger',
};

/** The lengths a session may have: half an hour to eight hours, in half-hour steps. */
export const sessionHourChoices: readonly number[] = Array.from(
  { length: (maxSessionHours - minSessionHours) * 2 + 1 },
  (_, index) => minSessionHours + index / 2,
);

/**
 * Days without a session after which the dashboard warns (the server's reminder mail goes out
 * after as many: `reminderGapDays` in core's session rules).
 */
export const sessionGapWarningDays = 14;

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A calendar day (`2026-05-04`) in the page's language ("4 May 2026"). The day is read and written
 * in UTC: it is a day, not a moment, and must not move with the browser's time zone.
 */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
