import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppRoot } from '../app/app-root.tsx';
import { tokenAtom } from '../auth/token.ts';
import { addCatalogueLoader, loadLang } from '../i18n/i18n.ts';
import { languages, withLang } from '../i18n/lang-path.ts';
import { AppShell } from '../layout/app-shell/app-shell.tsx';
import { PublicLayout } from '../layout/public/public-layout.tsx';
import type { RemoteModule } from '../remote/types.ts';
import { store } from '../state/store.ts';
import { Toaster } from '../ui/toasts/toaster.tsx';
import { TopLoadingBar } from '../ui/top-loading-bar.tsx';
import '../theme/global-theme.css.ts';

type StandaloneOptions = {
  remote: RemoteModule;
  /** Where the host would mount the remote: the language root, /user or /admin. */
  mount: '' | 'user' | 'admin';
  /**
   * A session token to start signed in with (the remote has no login page of its own): a demo
   * role's, which the development server's real API knows from the start (`demo-token-member`).
   */
  demoToken?: string;
};

function Frame() {
  return (
    <>
      <TopLoadingBar />
      <Outlet />
      <Toaster />
    </>
  );
}

/**
 * Runs one remote on its own, for `npm run dev` of that app: a minimal stand-in for the host that
 * mounts the remote's routes where the host would, in both languages, against the real API that
 * the development server answers /api with (shells/kit/dev/real-server-middleware.ts). The
 * real guards, runtime remotes and error handling live in the host; this is a development aid.
 */
export function runStandalone({ remote, mount, demoToken }: StandaloneOptions): void {
  void addCatalogueLoader(remote.messages);
  if (demoToken && !store.get(tokenAtom)) store.set(tokenAtom, demoToken);
  const routes: RouteObject[] = languages.map((lang) => ({
    path: lang === 'en' ? '/en' : '/',
    element: <Frame />,
    hydrateFallbackElement: <div aria-busy="true" />,
    loader: async () => {
      await loadLang(lang);
      document.documentElement.lang = lang;
      return null;
    },
    children:
      mount === ''
        ? [{ element: <PublicLayout />, children: remote.routes }]
        : [
            { index: true, element: <Navigate to={withLang(lang, `/${mount}`)} replace /> },
            {
              path: mount,
              element: <AppShell nav={remote.nav ?? []} navLabel={mount} />,
              children: [{ index: true, element: <Navigate to="dashboard" replace /> }, ...remote.routes],
            },
          ],
  }));
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppRoot router={router} />
    </StrictMode>,
  );
}
