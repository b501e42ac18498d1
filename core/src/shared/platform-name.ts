import type { Language } from '../contracts/language.ts';

/**
 * The platform's name in each language, where core or an adapter writes it itself (a receipt's
 * heading, the sandbox checkout's payee); the mails take theirs from their own catalogues.
 */
export const platformName: Readonly<Record<Language, string>> = {
  tr: 'Koçluk Saatleri',
  en: 'Coaching Hours',
};
