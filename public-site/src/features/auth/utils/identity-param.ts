import { type Lang, withLang } from '@coach/kit';

/** The query parameter the provider's return leaves the ticket in (ADR 0023): `?identity=…`. */
export const identityParam = 'identity';

/** Set instead when the server itself failed on the provider's return: there is no ticket to read. */
export const identityErrorParam = 'identityError';

/** The registration wizard, filled in from the provider account a `register` ticket names. */
export function registerWithIdentityPath(lang: Lang, ticket: string): string {
  return `${withLang(lang, '/register')}?${new URLSearchParams({ [identityParam]: ticket })}`;
}
