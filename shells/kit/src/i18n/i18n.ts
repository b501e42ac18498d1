import { i18n, type Messages } from '@lingui/core';
import { defaultLang, type Lang, langFromPath } from './lang-path.ts';

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

/**
 * One app's compiled catalogue of a language, fetched when that language is first needed: a
 * remote's texts are its largest part, and a page shows one language (ADR 0026).
 */
export type CatalogueLoader = (lang: Lang) => Promise<Messages>;

/**
 * A catalogue loader from one dynamic import per language: each path is written out, so that the
 * bundler makes each language a chunk of its own.
 */
export function catalogueByLang(
  imports: Record<Lang, () => Promise<{ messages: Messages }>>,
): CatalogueLoader {
  return (lang) => imports[lang]().then((module) => module.messages);
}

const catalogueLoaders = new Map<CatalogueLoader, Set<Lang>>();

/** Fetches the catalogues of `lang` that are not loaded yet, of every app added so far. */
export async function loadCatalogues(lang: Lang): Promise<void> {
  await Promise.all(
    [...catalogueLoaders].map(async ([load, loaded]) => {
      if (loaded.has(lang)) return;
      const messages = await load(lang);
      i18n.load(lang, messages);
      loaded.add(lang);
    }),
  );
}

/**
 * Adds an app whose catalogues load by language, and fetches the one of `lang`: by default the
 * page's address, the language the first page activates (its route loader, or hydration). A later
 * switch of language fetches the other one (`loadLang`).
 */
export async function addCatalogueLoader(load: CatalogueLoader, lang?: Lang): Promise<void> {
  if (!catalogueLoaders.has(load)) catalogueLoaders.set(load, new Set());
  await loadCatalogues(
    lang ?? (typeof window === 'undefined' ? defaultLang : langFromPath(window.location.pathname)),
  );
}

/**
 * A route loader for pages whose texts are a catalogue of their own, apart from their app's (long
 * texts only those pages show: an app's catalogue comes with its first page, whichever it is). It
 * fetches that catalogue in the language of the address being opened, not of the one being left:
 * the router runs it before the page renders, on a navigation and for the first page alike.
 */
export function pageTexts(load: CatalogueLoader): (args: { request: Request }) => Promise<null> {
  return async ({ request }) => {
    await addCatalogueLoader(load, langFromPath(new URL(request.url).pathname));
    return null;
  };
}

/** Fetches what `lang` still lacks, then activates it (a route loader awaits this). */
export async function loadLang(lang: Lang): Promise<void> {
  await loadCatalogues(lang);
  activateLang(lang);
}

// The kit's own texts (the layouts, the controls, the errors) load by language too: a page shows
// one, and the other was a kilobyte of every first visit. The language's route loader (`loadLang`)
// waits for them before the first render; fetching starts here, with the page's language, so that
// they come in parallel with the first page's code. A failure here is retried by `loadLang`.
const kitTexts = catalogueByLang({
  tr: () => import('../locales/tr/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
});
addCatalogueLoader(kitTexts).catch(() => undefined);
if (!i18n.locale) i18n.activate(defaultLang);

export { i18n };
