import { type Lang, withLang } from '@coach/kit';

/** The query parameter the login page fills its e-mail field from (a link after verifying, "already registered"). */
export const emailParam = 'email';

/** The login page with the e-mail field filled in. */
export function signInWithEmailPath(lang: Lang, email: string): string {
  return `${withLang(lang, '/login')}?${new URLSearchParams({ [emailParam]: email })}`;
}
