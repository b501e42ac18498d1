import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { type AccentName, accentNames } from './palettes.ts';

export function isAccentName(value: unknown): value is AccentName {
  return typeof value === 'string' && (accentNames as readonly string[]).includes(value);
}

/**
 * Shows the signed-in user's colour set (their `themePack`) and mirrors it in the `accent` cookie,
 * so that the next page load is drawn in it from the start. `null` returns to the default set.
 */
export function applyAccent(themePack: string | null): void {
  const root = document.documentElement;
  if (isAccentName(themePack)) {
    if (root.dataset.accent !== themePack) root.dataset.accent = themePack;
    writeCookie('accent', themePack);
  } else {
    delete root.dataset.accent;
    deleteCookie('accent');
  }
}
