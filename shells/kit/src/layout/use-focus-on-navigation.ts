import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to the new page's h1 (or the main region), so that
 * keyboard and screen reader users start on the new content instead of on the link they pressed.
 * The first render keeps the browser's own behaviour.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // One frame later the new page has rendered its heading.
    const frame = window.requestAnimationFrame(() => {
      const main = mainRef.current;
      if (!main) return;
      const target = main.querySelector<HTMLElement>('[data-page-title]') ?? main;
      target.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, mainRef]);
}
