import type { Lang } from '../i18n/lang-path.ts';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * A calendar date in the page's language ("30 Haziran 2027", "30 June 2027"), in the programme's
 * time zone: `2027-06-30` is midnight UTC, which the browser's own zone would show as 29 June in
 * America (and a pre-rendered page would not match the visitor's first render, ADR 0024).
 */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );
}

/** A moment in the page's language and the programme's time zone ("2 Mart 2026 10:30"). */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}
