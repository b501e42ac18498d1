import type { Lang } from '../../i18n/lang-path.ts';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A calendar day (`2026-03-02`) as a time: its midnight in UTC. The days are dates, not moments:
 * read and written in UTC, no time zone moves them a day.
 */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** "2 Mar 2026" / "2 Mar 2026" in the page's language; without the year for an axis's ticks. */
export function dayFormat(lang: Lang, { year }: { year: boolean }): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: year ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
}
