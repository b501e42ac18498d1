import type { GuardedArea } from './access.ts';
import { prefetchArea } from './area-prefetch.ts';

// The login page's part of the area prefetch, with the data layer (`@coach/kit/query`) the
// login page loads anyway: the main entry keeps only the registry the host fills at start.

/** True when the visitor asked the browser to save data: nothing is loaded before it is needed. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Prefetches an area's code once the visitor reaches for the page's form (focus in it, a tap, a
 * key), so that the sign-in finds it loaded: typing an e-mail and a password, or a password
 * manager's fill and the press, leave the time it needs, and the sign-in call's round trip adds
 * more. Not at load or idle time: evaluating another area's code takes the main thread for
 * 200–500 ms on a phone (measured on /login: ADR 0026), which a visitor who came to read, or to
 * tap the first field, would feel. Returns the cancel.
 */
export function prefetchAreaOnIntent(area: GuardedArea): () => void {
  if (typeof window === 'undefined' || savesData()) return () => undefined;
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element && event.target.closest('form'))) return;
    stop();
    prefetchArea(area);
  };
  function stop() {
    for (const name of events) document.removeEventListener(name, onIntent);
  }
  for (const name of events) document.addEventListener(name, onIntent);
  // Focus already in the form (a field focused before this ran) counts too.
  if (document.activeElement?.closest('form')) {
    stop();
    prefetchArea(area);
  }
  return stop;
}
