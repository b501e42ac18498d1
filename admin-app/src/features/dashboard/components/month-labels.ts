import type { Lang } from '@coach/kit';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** `2026-03` → "Mar 2026" / "Mar 2026" in the page's language (the month as a whole, no time zone). */
export function monthLabel(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}
