import type { Credential, ProgressFigures } from '@coach/core/contracts';
import { formatNumber, type Lang } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A calendar day of the log (`2026-03-02`) in the page's language. The API's days are dates, not
 * moments: they are read and written in UTC so that no time zone moves them a day.
 */
export function formatDay(day: string, lang: Lang, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locales[lang], options).format(new Date(`${day}T00:00:00Z`));
}

/** Hours in half-hour steps as the page's language writes them: "6.5", "6,5". */
export const formatHours = (hours: number, lang: Lang): string => formatNumber(hours, lang);

/** The credentials' full names, under their abbreviations. */
export const credentialNames: Record<Credential, MessageDescriptor> = {
  ACC: msg`Associate Certified Coach`,
  PCC: msg`Professional Certified Coach`,
};

/**
 * What is still missing for a credential, one part per figure not reached yet: "14 more hours",
 * "2 more clients" (call during render). Empty when every requirement is met.
 */
export function missingParts(missing: ProgressFigures): string[] {
  const parts: string[] = [];
  if (missing.hours > 0) parts.push(plural(missing.hours, { one: '# more hour', other: '# more hours' }));
  if (missing.paidHours > 0)
    parts.push(plural(missing.paidHours, { one: '# more paid hour', other: '# more paid hours' }));
  if (missing.clients > 0)
    parts.push(plural(missing.clients, { one: '# more client', other: '# more clients' }));
  if (missing.recentHours > 0)
    parts.push(
      plural(missing.recentHours, {
        one: '# more hour in the last 18 months',
        other: '# more hours in the last 18 months',
      }),
    );
  return parts;
}

/** "14 more hours, 2 more clients", or that every requirement is met (call during render). */
export function missingSentence(missing: ProgressFigures): string {
  const parts = missingParts(missing);
  return parts.length === 0 ? t`All requirements met` : parts.join(', ');
}
