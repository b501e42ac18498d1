import { i18n, type Messages } from '@lingui/core';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { defaultLang, type Lang } from './lang-path.ts';

/** Compiled catalogues of one app, for both languages. */
export type Catalogues = { tr: Messages; en: Messages };

/**
 * Adds an app's catalogues to the one shared i18n instance. @lingui/core is a federated singleton,
 * so the host and every remote translate through the same instance; each app brings its own
 * messages when it loads (Lingui merges them into what is there).
 */
export function mergeCatalogues(catalogues: Catalogues): void {
  i18n.load({ tr: catalogues.tr, en: catalogues.en });
}

export function activateLang(lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang);
}

mergeCatalogues({ tr, en });
if (!i18n.locale) i18n.activate(defaultLang);

export { i18n };
