import { type CatalogueCode, type CatalogueKey, catalogue } from './catalogue.ts';

/**
 * An expected failure of a business rule. It carries a catalogue code (and optional data for the
 * message placeholders and the client), never a free text: the server translates the code.
 */
export class DomainError extends Error {
  readonly key: CatalogueKey;
  readonly code: CatalogueCode;
  readonly data: Record<string, unknown> | undefined;

  constructor(key: CatalogueKey, data?: Record<string, unknown>) {
    super(`${catalogue[key].code} ${key}`);
    this.name = 'DomainError';
    this.key = key;
    this.code = catalogue[key].code;
    this.data = data;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
