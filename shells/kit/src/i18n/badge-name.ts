import type { Lang } from './lang-path.ts';

/** What every badge carries (`BadgeReference`, `BadgeView`): its name in each language. */
export type NamedBadge = { readonly nameTr: string; readonly nameEn: string };

/**
 * A badge's name in the page's language. Every place that shows a badge name goes through here,
 * so none can fall back to the Turkish name on an English page.
 */
export function badgeName(badge: NamedBadge, lang: Lang): string {
  return lang === 'en' ? badge.nameEn : badge.nameTr;
}
