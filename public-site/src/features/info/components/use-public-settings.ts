import { loadDataLayer, type PublicSettings } from '@coach/kit';
import { useSyncExternalStore } from 'react';

type DataLayer = Awaited<ReturnType<typeof loadDataLayer>>;
let loaded: DataLayer | null = null;

/** The public settings once they have arrived; `isPending` while they are on their way. */
export type PublicSettingsState = { settings: PublicSettings | undefined; isPending: boolean };

function subscribe(changed: () => void): () => void {
  let stop: (() => void) | null = null;
  let live = true;
  loadDataLayer().then(
    (data) => {
      loaded = data;
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

const read = () => loaded?.publicSettingsSnapshot() ?? 'pending';

/**
 * `GET /api/publicsettings` (`publicSettingsQuery` of `@coach/kit/query`, cached five minutes): the
 * values an administrator sets that a page tells its reader. Here, with the info pages, so that
 * they can say them without shipping TanStack Query in their first load (the data layer is fetched
 * when the page mounts), and without the kit's main entry carrying it to the home page (issue 30).
 * The member area, which has the data layer, asks with `useQuery` (member-app's public-settings.ts). Until the answer comes, or if it cannot, `settings` is undefined
 * and the page says its sentence without the number rather than a number that may be wrong.
 */
export function usePublicSettings(): PublicSettingsState {
  const snapshot = useSyncExternalStore(subscribe, read, () => 'pending' as const);
  return typeof snapshot === 'string'
    ? { settings: undefined, isPending: snapshot === 'pending' }
    : { settings: snapshot, isPending: false };
}
