import {
  areaDashboardPath,
  type GuardedArea,
  langFromPath,
  preloadDrawer,
  type RemoteName,
  setAreaPrefetcher,
  store,
  tokenAtom,
} from '@coach/kit';
import { preloadAreaLayout } from '../../app/load-area-layout.ts';
import { loaderArgsAt } from '../../app/loader-args.ts';
import { loadRemoteModule } from './remote-registry.ts';

// Registers the host's remote loader with the kit, so that the login page (in the public remote)
// can have the member or admin area loaded once the visitor starts on its form, and a sign-in finds
// it there. Imported once, for this side effect, by the app (app/app.tsx).

const remoteOfArea: Record<GuardedArea, RemoteName> = { member: 'member_app', admin: 'admin_app' };

/**
 * The area's frame and its drawer, the area's remote (through the same cache the navigation uses),
 * then its dashboard's route chunk: calling the route's `lazy` downloads it, and the router's own
 * call later finds it loaded. Once signed in (the sign-in prefetches its likely landing right after
 * the login call), the dashboard's loader runs too: its calls then start with userinfo instead of
 * a round trip after it, and the navigation's own run of the loader finds them in the cache.
 */
async function prefetchAreaCode(area: GuardedArea): Promise<void> {
  preloadDrawer();
  void preloadAreaLayout();
  const load = await loadRemoteModule(remoteOfArea[area]);
  if (!load.ok) return;
  const dashboard = load.module.routes.find((route) => route.path === 'dashboard');
  if (typeof dashboard?.lazy !== 'function') return;
  const { loader } = await dashboard.lazy();
  if (typeof loader !== 'function' || store.get(tokenAtom) === null) return;
  const url = new URL(
    areaDashboardPath(area, langFromPath(window.location.pathname)),
    window.location.origin,
  );
  await loader(loaderArgsAt(url));
}

setAreaPrefetcher(prefetchAreaCode);
