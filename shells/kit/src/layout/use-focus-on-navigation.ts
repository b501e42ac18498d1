import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Which page's heading has been handled, shared by every user of the hook under one router. It
 * lives above the routes (AppRoot), because the layouts that call the hook come and go with the
 * page: signing in leaves the public layout for the member area's shell, a language switch mounts
 * a whole new tree, and a hook that kept its own "first render" would take that new mount for the
 * first load of the document and leave the focus on <body>.
 */
type FocusScope = { pathname: string | null };

const fallbackScope: FocusScope = { pathname: null };
const FocusScopeContext = createContext<FocusScope>(fallbackScope);

/** One router's focus bookkeeping; AppRoot puts it around the router. */
export function NavigationFocusScope({ children }: { children: ReactNode }) {
  const [scope] = useState<FocusScope>(() => ({ pathname: null }));
  return createElement(FocusScopeContext.Provider, { value: scope }, children);
}

/** The new page's title: the kit's PageTitle and ErrorView mark theirs; any h1 of the main region will do. */
function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main [data-page-title], main h1');
}

/**
 * Focuses the page's heading as soon as it is in the DOM: at once, or when a lazily loaded page
 * renders it (the dashboard after sign-in comes after its remote and its data). Gives up only when
 * the person presses a key or the pointer first — then they have chosen where they are — or when
 * `stop` is called (the next navigation). Answers `stop`, which tells whether it was still waiting.
 */
function focusHeadingWhenShown(): () => boolean {
  let waiting = true;
  const observer = new MutationObserver(() => tryFocus());
  const finish = () => {
    waiting = false;
    observer.disconnect();
    document.removeEventListener('keydown', finish, true);
    document.removeEventListener('pointerdown', finish, true);
  };
  function tryFocus() {
    const heading = findHeading();
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // The router's ScrollRestoration owns the scroll position: focusing must not move it.
    heading.focus({ preventScroll: true });
    // A modal that is still closing (the drawer, after one of its links) keeps the page inert and
    // the focus call does nothing: wait for it to go (a change of the DOM), then try again.
    if (document.activeElement === heading) finish();
  }
  document.addEventListener('keydown', finish, true);
  document.addEventListener('pointerdown', finish, true);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['inert', 'aria-hidden'],
  });
  tryFocus();
  return () => {
    const wasWaiting = waiting;
    finish();
    return wasWaiting;
  };
}

/**
 * After a client-side navigation to another page, moves focus to the new page's h1 (PageTitle,
 * tabIndex -1), so that keyboard and screen reader users start on the new content instead of on
 * the link they pressed or on <body>. The document's first page keeps the browser's own start.
 * Only a new pathname counts: a filter, a sort or a page of a table changes the search part and
 * must leave the focus where the person is typing. Several callers may be mounted at once (a
 * layout and an error page); the first to see a new page handles it.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const scope = useContext(FocusScopeContext);
  useEffect(() => {
    const previous = scope.pathname;
    if (previous === pathname) return;
    scope.pathname = pathname;
    if (previous === null) return;
    const stop = focusHeadingWhenShown();
    return () => {
      // Unmounted before the heading came (StrictMode's trial unmount, or a page left at once):
      // the page counts as not handled, so the next mount for it still waits for its heading.
      if (stop() && scope.pathname === pathname) scope.pathname = previous;
    };
  }, [pathname, scope]);
}
