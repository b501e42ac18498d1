// `@coach/kit/query` (the QueryClient, the calls' hooks, the session) for the kit's main entry,
// which must not import it: the pages that ask for no data would download TanStack Query with it.
// Imported by its shared name, so that the page's one copy (the host's) is the one loaded.

type DataLayer = typeof import('@coach/kit/query');

let loaded: DataLayer | null = null;
let loading: Promise<DataLayer> | null = null;

/** The data layer, fetched the first time it is asked for (and asked for again after a failure). */
export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('@coach/kit/query').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The data layer if it has arrived, for a synchronous read (a render); null before. */
export function loadedDataLayer(): DataLayer | null {
  return loaded;
}
