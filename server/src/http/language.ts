import type { Language } from '@coach/core/contracts';
import { defaultLanguage } from '@coach/core/contracts/language';

/**
 * The language an Accept-Language header prefers among tr and en (tr when neither is named).
 * Quality values are honoured, so "en;q=0.5, tr;q=0.8" picks Turkish.
 */
export function preferredLanguage(acceptLanguage: string | undefined | null): Language {
  let best: { language: Language; quality: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'tr' && primary !== 'en') continue;
    const qualityParameter = parameters.find((parameter) => parameter.trim().startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.trim().slice(2)) : 1;
    if (Number.isNaN(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? defaultLanguage;
}

/**
 * The query parameter of a language switch (`/?lang=tr`, `/en/login?lang=en`): the visitor's
 * explicit choice, which the server keeps in the `lang` cookie (ADR 0034).
 */
export const languageChoiceParameter = 'lang';

/** The language named by a `lang` query value, or null when there is none or it is no language. */
export function chosenLanguage(value: string | undefined | null): Language | null {
  return value === 'tr' || value === 'en' ? value : null;
}

/**
 * Where a page asked for with a language choice goes: the same page in the chosen language, with
 * every other query parameter and nothing else (a relative address, so never another site).
 */
export function addressWithoutChoice(url: URL, pathInChosenLanguage: string): string {
  const query = new URLSearchParams(url.search);
  query.delete(languageChoiceParameter);
  const search = query.toString();
  return `${pathInChosenLanguage}${search ? `?${search}` : ''}`;
}
