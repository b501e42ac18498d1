import { atom, useAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { store } from '../state/store.ts';
import type { Mode } from './palettes.ts';

/** The user's explicit choice, or null when the page follows the operating system. */
function readChoice(): Mode | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : null;
}

// The server already wrote data-theme from the cookie, so the DOM is the starting truth.
export const themeChoiceAtom = atom<Mode | null>(readChoice());

const subscribeToNothing = () => () => {};

export function useThemeMode(): { mode: Mode; toggle: () => Mode } {
  const [savedChoice, setChoice] = useAtom(themeChoiceAtom);
  // A pre-rendered page was drawn without a choice (ADR 0024): while React adopts it, the first
  // render must say the same; the render right after hydration shows the choice.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const choice = hydrating ? null : savedChoice;
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode: Mode = choice ?? (systemDark ? 'dark' : 'light');
  /** Switches to the other mode and answers it. */
  const toggle = useCallback((): Mode => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    writeCookie('theme', next);
    setChoice(next);
    return next;
  }, [mode, setChoice]);
  return { mode, toggle };
}

/**
 * Shows the page in a saved choice: light, dark, or (`system`) whatever the device prefers. The
 * `theme` cookie follows, so the next page load is drawn right from the first paint. Called with
 * the account's choice after sign-in (it wins over this browser's) and when the settings change it.
 */
export function applyThemeMode(mode: Mode | 'system'): void {
  const root = document.documentElement;
  if (mode === 'system') {
    delete root.dataset.theme;
    deleteCookie('theme');
    store.set(themeChoiceAtom, null);
    return;
  }
  root.dataset.theme = mode;
  writeCookie('theme', mode);
  store.set(themeChoiceAtom, mode);
}
