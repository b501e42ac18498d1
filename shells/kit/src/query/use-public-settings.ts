import type { PublicSettings } from '@coach/server/app-type';
import { useSyncExternalStore } from 'react';
import { loadDataLayer, loadedDataLayer } from './load-data-layer.ts';

export type { PublicSettings };

/** The public settings once they have arrived; `isPending` while they are on their way. */
export type PublicSettingsState = { settings: PublicSettings | undefined; isPending: boolean };

function subscribe(changed: () => void): () => void {
  let stop: (() => void) | null = null;
  let live = true;
  loadDataLayer().then(
    (data) => {
      if (!live) return;
      stop = data.watchPublicSettings(changed);
      changed();
    },
    // Offline before the data layer came: the settings stay on their way, as a call would.
    () => undefined,
  );
  return () => {
    live = false;
    stop?.();
  };
}

const read = () => loadedDataLayer()?.publicSettingsSnapshot() ?? 'pending';

/**
 * `GET /api/publicsettings` (`publicSettingsQuery` of `@coach/kit/query`, cached five minutes): the
 * values an administrator sets that a page tells its reader. In the kit's main entry, so that a
 * public info page can say them without shipping TanStack Query in its first load: the data layer
 * is fetched when the page mounts. Until the answer comes, or if it cannot, `settings` is undefined
 * and the page says its sentence without the number rather than a number that may be wrong.
 */
export function usePublicSettings(): PublicSettingsState {
  const snapshot = useSyncExternalStore(subscribe, read, () => 'pending' as const);
  return typeof snapshot === 'string'
    ? { settings: undefined, isPending: snapshot === 'pending' }
    : { settings: snapshot, isPending: false };
}
