import { useSyncExternalStore } from 'react';

// `@coach/kit/pickers` (react-aria's combo box, list box, popover and collections with its core:
// about 60 KiB gzip) for the fields of `@coach/kit/forms` drawn without it until reached for
// (`FormLazyComboBox`). Imported by its shared name, so that the page's one copy (the host's) is
// the one loaded, as `loadDataLayer` does for the data layer.

type Pickers = typeof import('@coach/kit/pickers');

let loaded: Pickers | null = null;
let loading: Promise<Pickers> | null = null;
const waiting = new Set<() => void>();

/** The pickers, fetched the first time they are asked for (and asked for again after a failure). */
function loadPickers(): Promise<Pickers> {
  loading ??= import('@coach/kit/pickers').then(
    (module) => {
      loaded = module;
      for (const notify of waiting) notify();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the pickers; a failure leaves the plain field, and the next reach tries again. */
export function preloadPickers(): void {
  loadPickers().catch(() => undefined);
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const current = () => loaded;

/** The pickers once they have come (the component renders again then); null before. */
export function useLoadedPickers(): Pickers | null {
  return useSyncExternalStore(subscribe, current, current);
}
