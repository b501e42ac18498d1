import type { Language, Place } from '@coach/core/contracts';
import type { Lang } from '@coach/kit';

/** The languages in themselves, as language pickers name them. */
export const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

/** "Çankaya, Ankara, Türkiye": the parts that are known, the country in the page's language. */
export function placeText(place: Place, lang: Lang): string {
  const country = lang === 'en' ? place.countryNameEn : place.countryNameTr;
  return [place.city, place.stateName, country].filter(Boolean).join(', ');
}
