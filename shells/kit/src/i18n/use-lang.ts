import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { type Lang, langFromPath, withLang } from './lang-path.ts';

/** The language of the page being shown, read from its path. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Places a language-neutral path ("/login") in the current page's language. */
export function useLangPath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => withLang(lang, path), [lang]);
}
