import type { Language } from '@coach/core';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as en } from './locales/en/messages.ts';
import { messages as tr } from './locales/tr/messages.ts';

const catalogues: Record<Language, Messages> = { tr, en };

/**
 * One Lingui instance per language, made once: rendering several mails at once (in different
 * languages) must not switch a shared instance under another render's feet.
 */
const instances = new Map<Language, I18n>();

export function mailI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { [language]: catalogues[language] } });
    instances.set(language, instance);
  }
  return instance;
}
