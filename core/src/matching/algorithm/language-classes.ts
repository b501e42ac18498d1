import type { Language } from '../../contracts/language.ts';

/**
 * With two languages, a request's language set is one of three classes, and whether two requests
 * can talk depends only on their classes. The matching graph is therefore never built: an edge is
 * "classes meet", minus a sparse list of forbidden pairs (forbidden-pairs.ts).
 */
export type LanguageClass =
  | typeof onlyTurkish
  | typeof onlyEnglish
  | typeof bothLanguages
  | typeof noLanguage;

export const onlyTurkish = 0;
export const onlyEnglish = 1;
export const bothLanguages = 2;
/** Not a valid request (the caller sends non-empty sets), but it must not crash a run: it meets nobody. */
export const noLanguage = -1;

export const languageClassCount = 3;

export function languageClassOf(languages: readonly Language[]): LanguageClass {
  const turkish = languages.includes('tr');
  const english = languages.includes('en');
  if (turkish && english) return bothLanguages;
  if (turkish) return onlyTurkish;
  return english ? onlyEnglish : noLanguage;
}

/** True when two requests of these classes share at least one language. */
export function classesMeet(a: number, b: number): boolean {
  if (a === noLanguage || b === noLanguage) return false;
  return a === b || a === bothLanguages || b === bothLanguages;
}

/** The classes a request of class `own` can be paired with. */
export function classesMeeting(own: number): readonly number[] {
  if (own === onlyTurkish) return [onlyTurkish, bothLanguages];
  if (own === onlyEnglish) return [onlyEnglish, bothLanguages];
  if (own === bothLanguages) return [onlyTurkish, onlyEnglish, bothLanguages];
  return [];
}

/** The pair's working language: Turkish whenever both speak it, as it is the platform's default. */
export function sharedLanguage(a: number, b: number): Language {
  const turkish = (c: number) => c === onlyTurkish || c === bothLanguages;
  return turkish(a) && turkish(b) ? 'tr' : 'en';
}
