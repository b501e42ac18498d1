import type { Lang } from '@coach/kit';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** `2026-03` → "Mar 2026" / "Mar 2026" in the page's language (the month as a whole, no time zone). */
export function monthLabel(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}

/** The month before `month` (`2026-01` → `2025-12`). */
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
}

/** The `count` months up to `last`, newest first: the choices of the range's fields. */
export function monthChoices(last: string, count: number): string[] {
  const months = [last];
  while (months.length < count) months.push(previousMonth(months.at(-1) as string));
  return months;
}

/** This month on Istanbul's calendar, as the reports count months. */
export function currentMonth(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
}
