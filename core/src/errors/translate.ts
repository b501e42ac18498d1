import type { Language } from '../contracts/language.ts';
import { type CatalogueCode, type CatalogueEntry, catalogue } from './catalogue.ts';

const entriesByCode = new Map<number, CatalogueEntry>(
  Object.values(catalogue).map((entry) => [entry.code, entry]),
);

export const catalogueCodes = [...entriesByCode.keys()] as CatalogueCode[];

/** Narrows a code received over the wire to the catalogue's codes. */
export function isCatalogueCode(code: number): code is CatalogueCode {
  return entriesByCode.has(code);
}

/**
 * Fills `{name}` placeholders from `data`. A placeholder without a value stays visible rather than
 * disappearing, so a missing value is noticed instead of producing a silently wrong sentence.
 */
export function fillPlaceholders(template: string, data: unknown): string {
  const values = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** The catalogue message of `code` in `language`, with placeholders filled from `data`. */
export function translate(code: CatalogueCode, language: Language, data?: unknown): string {
  const entry = entriesByCode.get(code);
  if (!entry) throw new Error(`Unknown catalogue code ${code}`);
  return fillPlaceholders(entry[language], data);
}
