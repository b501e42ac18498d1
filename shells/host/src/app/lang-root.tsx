import {
  activateLang,
  type Lang,
  loadLang,
  Outlet,
  type RouteHandle,
  ScrollRestoration,
  Toaster,
  TopLoadingBar,
  useMatches,
  writeCookie,
} from '@coach/kit';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect } from 'react';

const appName = msg`Coaching Hours`;

/**
 * Activates a language before its pages render (a route loader, so nothing flashes in the other),
 * once the loaded remotes' texts of that language have arrived (ADR 0026).
 */
export const langLoader = (lang: Lang) => async () => {
  await loadLang(lang);
  return null;
};

/**
 * The root of one language's route tree: keeps <html lang>, the `lang` cookie and the document
 * title in step with the page, and hosts what every page has (loading bar, toasts).
 */
export function LangRoot({ lang }: { lang: Lang }) {
  const { i18n } = useLingui();
  const matches = useMatches();

  useLayoutEffect(() => {
    activateLang(lang);
    document.documentElement.lang = lang;
    // Not while the page is being left: a visitor who pressed the other language's link before the
    // app came has had the cookie set by the server already (ADR 0034), and this page's language
    // written after it would send the next visit back.
    if (!window.coachHandover?.leaving) writeCookie('lang', lang);
  }, [lang]);

  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const pageTitle = title?.title ? i18n._(title.title) : null;
  const name = i18n._(appName);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${name}` : name;
  }, [pageTitle, name]);

  return (
    <>
      <TopLoadingBar />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
