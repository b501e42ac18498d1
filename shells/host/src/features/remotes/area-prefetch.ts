import { type GuardedArea, type RemoteName, setAreaPrefetcher } from '@coach/kit';
import { loadRemoteModule } from './remote-registry.ts';

// Registers the host's remote loader with the kit, so that the login page (in the public remote)
// can have the member or admin area loaded once the visitor starts on its form, and a sign-in finds
// it there. Imported once, for this side effect, by the app (app/app.tsx).

const remoteOfArea: Record<GuardedArea, RemoteName> = { member: 'member_app', admin: 'admin_app' };

/**
 * The area's remote (through the same cache the navigation uses), then its dashboard's route
 * chunk: calling the route's `lazy` downloads it, and the router's own call later finds it loaded.
 */
async function prefetchAreaCode(area: GuardedArea): Promise<void> {
  const load = await loadRemoteModule(remoteOfArea[area]);
  if (!load.ok) return;
  const dashboard = load.module.routes.find((route) => route.path === 'dashboard');
  if (typeof dashboard?.lazy === 'function') await dashboard.lazy();
}

setAreaPrefetcher(prefetchAreaCode);
