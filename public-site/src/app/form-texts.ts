import { catalogueByLang, pageTexts } from '@coach/kit';

// The texts of the pages with forms (sign-in, registration, payment, passwords, confirmations,
// contact) are a catalogue of their own (lingui.config.ts): five sixths of the public site's texts,
// which the home page never shows. Each language is a chunk, fetched when one of them is opened.
const loadFormMessages = catalogueByLang({
  tr: () => import('../locales/forms/tr/messages.ts'),
  en: () => import('../locales/forms/en/messages.ts'),
});

/** The form pages' route loader: their texts in the language of the address being opened. */
export const formTexts = pageTexts(loadFormMessages);
