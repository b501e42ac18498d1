import { useAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { NavItem, RouteHandle } from '../../remote/types.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { mainContentId, SkipLink } from '../../ui/skip-link.tsx';
import { useFocusOnNavigation } from '../use-focus-on-navigation.ts';
import * as styles from './app-shell.css.ts';
import { AppTopBar } from './app-top-bar.tsx';
import { loadDrawer, useDrawerScreen } from './load-drawer.ts';
import { Sidebar } from './sidebar.tsx';
import { drawerOpenAtom } from './sidebar-state.ts';

const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

type AppShellProps = {
  nav: NavItem[];
  /** Accessible name of the area's navigation ("Member menu"). */
  navLabel: string;
  /** The area's settings page, when it exists. */
  settingsPath?: string;
  /** Shown in the top bar at every width (the member's notification bell). */
  topBarItem?: ReactNode;
};

/**
 * The frame of the admin and member areas: sidebar or drawer, top bar, breadcrumbs, page. The
 * page is held at a readable width and centred; a page whose route says `handle.wide` (a table
 * with many columns) gets the whole width.
 */
export function AppShell({ nav, navLabel, settingsPath, topBarItem }: AppShellProps) {
  useFocusOnNavigation();
  const sidebarId = useId();
  // The drawer's state outlives the shell (a language switch mounts a new one): a new shell
  // starts with it closed.
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  useEffect(() => () => setDrawerOpen(false), [setDrawerOpen]);
  // The drawer (react-aria's modal: its code apart, load-drawer.ts) is drawn where it can be shown,
  // below its breakpoint, or once asked for open; drawn once, it stays, so that closing it gives
  // the focus back as before.
  const narrow = useDrawerScreen();
  const [drawerWanted, setDrawerWanted] = useState(false);
  if ((narrow || drawerOpen) && !drawerWanted) setDrawerWanted(true);
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wide);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Sidebar id={sidebarId} items={nav} label={navLabel} />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <Drawer items={nav} label={navLabel} settingsPath={settingsPath} />
        </Suspense>
      ) : null}
      <div className={styles.column}>
        <AppTopBar sidebarId={sidebarId} settingsPath={settingsPath} item={topBarItem} />
        <main id={mainContentId} tabIndex={-1} className={wide ? styles.mainWide : styles.main}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
