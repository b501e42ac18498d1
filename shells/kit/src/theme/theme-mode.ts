import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { writeCookie } from '../lib/cookies.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import type { Mode } from './palettes.ts';

/** The user's explicit choice, or null when the page follows the operating system. */
function readChoice(): Mode | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : null;
}

// The server already wrote data-theme from the cookie, so the DOM is the starting truth.
export const themeChoiceAtom = atom<Mode | null>(readChoice());

export function useThemeMode(): { mode: Mode; toggle: () => void } {
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode: Mode = choice ?? (systemDark ? 'dark' : 'light');
  const toggle = useCallback(() => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    writeCookie('theme', next);
    setChoice(next);
  }, [mode, setChoice]);
  return { mode, toggle };
}
