import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLang, addCatalogueLoader, catalogueByLang, i18n, loadLang, pageTexts } from './i18n.ts';

// A remote's texts come one language at a time (ADR 0026): what a page needs arrives with the
// remote, the other language only when the visitor switches to it.
const catalogues = { tr: { greeting: 'Merhaba' }, en: { greeting: 'Hello' } };

// A Turkish page at /, whatever the previous test left.
beforeEach(() => {
  activateLang('tr');
  window.history.replaceState(null, '', '/');
});

describe('catalogue loaders', () => {
  it('fetches only the language of the page when a remote is added', async () => {
    const load = vi.fn(async (lang: 'tr' | 'en') => catalogues[lang]);
    await addCatalogueLoader(load);
    expect(load.mock.calls).toEqual([['tr']]);
    expect(i18n._('greeting')).toBe('Merhaba');
  });

  it('fetches the language of the address, before it is active (the first page on /en)', async () => {
    window.history.replaceState(null, '', '/en/login');
    const load = vi.fn(async (lang: 'tr' | 'en') => catalogues[lang]);
    await addCatalogueLoader(load);
    expect(load.mock.calls).toEqual([['en']]);
  });

  it('fetches the other language on a switch, once, and activates it after its texts arrived', async () => {
    const load = vi.fn(async (lang: 'tr' | 'en') => ({ [`only-${lang}`]: `${lang} text` }));
    await addCatalogueLoader(load);
    const switching = loadLang('en');
    expect(i18n.locale).toBe('tr');
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._('only-en')).toBe('en text');
    await loadLang('tr');
    await loadLang('en');
    expect(load.mock.calls.map(([lang]) => lang)).toEqual(['tr', 'en']);
  });

  it("fetches a page's own texts in the language of the address being opened, not of the one left", async () => {
    // On /, about to open /en/faq: the router runs the FAQ's loader before the address changes.
    const load = vi.fn(async (lang: 'tr' | 'en') => ({ [`faq-${lang}`]: `${lang} answer` }));
    const loader = pageTexts(load);
    await loader({ request: new Request('http://localhost/en/faq') });
    expect(load.mock.calls).toEqual([['en']]);
    activateLang('en');
    expect(i18n._('faq-en')).toBe('en answer');
    // A later switch to Turkish fetches its Turkish texts with every other catalogue's.
    await loadLang('tr');
    expect(load.mock.calls).toEqual([['en'], ['tr']]);
    expect(i18n._('faq-tr')).toBe('tr answer');
  });

  it("imports only the asked language's module and gives its messages", async () => {
    const tr = vi.fn(async () => ({ messages: catalogues.tr }));
    const en = vi.fn(async () => ({ messages: catalogues.en }));
    expect(await catalogueByLang({ tr, en })('en')).toEqual(catalogues.en);
    expect(en).toHaveBeenCalledTimes(1);
    expect(tr).not.toHaveBeenCalled();
  });
});
