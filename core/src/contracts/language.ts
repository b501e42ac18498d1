import { z } from 'zod';

/** The two languages of the product; Turkish is the default everywhere. */
export const languages = ['tr', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'tr';
