import type { Language } from '../../contracts/language.ts';
import type { Country } from '../../contracts/location.ts';

// Made at the first sort, not at import: an ICU collator costs some milliseconds to make, and most
// processes that load core (a CLI command, a job) never sort countries (issue 29, CLI start).
const collators: Partial<Record<Language, Intl.Collator>> = {};

/** Countries by their name in `language`, with that language's collation (Ç after C, İ after I in Turkish). */
export function sortCountries(countries: readonly Country[], language: Language): Country[] {
  const key = language === 'tr' ? 'nameTr' : 'nameEn';
  collators[language] ??= new Intl.Collator(language);
  const collator = collators[language];
  return [...countries].sort((a, b) => collator.compare(a[key], b[key]));
}
