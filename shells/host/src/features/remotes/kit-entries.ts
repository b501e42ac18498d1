/**
 * The kit's shared entries that the host's own pages do not use (ADR 0026). Naming them here makes
 * the host's build provide them, so a remote's page gets the host's copy — which runs with the
 * host's copy of the kit's state (store, i18n, router) — and never its own. Not called: the
 * federation runtime loads an entry when a remote's page first imports it.
 *
 * @public (exported so that no bundler drops it, though nothing calls it; knip reads the tag)
 */
export const kitEntriesForRemotes = () => [
  import('@coach/kit/charts'),
  import('@coach/kit/forms'),
  import('@coach/kit/menus'),
  import('@coach/kit/pickers'),
  import('@coach/kit/tables'),
  import('@coach/kit/tabs'),
  import('@coach/kit/widgets'),
];
