import { defaultLanguage, type Language } from '@coach/core/contracts';

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
