// Turkish pages live at the root; English pages under /en (docs/product-rules.md §15). Pure path helpers, so the
// mapping is tested once and used by the router, the language switch and the guards alike.

export const languages = ['tr', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'tr';

export function isLang(value: unknown): value is Lang {
  return value === 'tr' || value === 'en';
}

/** The language a path belongs to. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
}

/** The path without its language prefix, always starting with "/". */
export function stripLang(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** A language-neutral path ("/login", "/") placed in a language. */
export function withLang(lang: Lang, path: string): string {
  const neutral = stripLang(path);
  if (lang === 'tr') return neutral;
  return neutral === '/' ? '/en' : `/en${neutral}`;
}

/** The same page in another language: /en/user/x ⇄ /user/x. */
export function switchLangPath(pathname: string, target: Lang): string {
  return withLang(target, stripLang(pathname));
}
