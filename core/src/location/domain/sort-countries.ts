import type { Language } from '../../contracts/language.ts';
import type { Country } from '../../contracts/location.ts';

const collators = { tr: new Intl.Collator('tr'), en: new Intl.Collator('en') };

/** Countries by their name in `language`, with that language's collation (Ç after C, İ after I in Turkish). */
export function sortCountries(countries: readonly Country[], language: Language): Country[] {
  const key = language === 'tr' ? 'nameTr' : 'nameEn';
  return [...countries].sort((a, b) => collators[language].compare(a[key], b[key]));
}
