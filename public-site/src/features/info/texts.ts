import { catalogueByLang, pageTexts } from '@coach/kit';

// The info pages' texts are a catalogue of their own (lingui.config.ts): half of the public site's
// texts, long ones, that no other page shows. Each language is a chunk, fetched when needed.
const loadInfoMessages = catalogueByLang({
  tr: () => import('./locales/tr/messages.ts'),
  en: () => import('./locales/en/messages.ts'),
});

/** The info pages' route loader: their texts in the language of the address being opened. */
export const infoTexts = pageTexts(loadInfoMessages);
