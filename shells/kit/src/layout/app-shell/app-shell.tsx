import { useRef } from 'react';
import { Outlet } from 'react-router';
import type { NavItem } from '../../remote/types.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { mainContentId, SkipLink } from '../../ui/skip-link.tsx';
import { useFocusOnNavigation } from '../use-focus-on-navigation.ts';
import * as styles from './app-shell.css.ts';
import { AppTopBar } from './app-top-bar.tsx';
import { Drawer } from './drawer.tsx';
import { Sidebar } from './sidebar.tsx';

type AppShellProps = {
  nav: NavItem[];
  /** Accessible name of the area's navigation ("Member menu"). */
  navLabel: string;
  /** The area's settings page, when it exists. */
  settingsPath?: string;
};

/** The frame of the admin and member areas: sidebar or drawer, top bar, breadcrumbs, page. */
export function AppShell({ nav, navLabel, settingsPath }: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Sidebar items={nav} label={navLabel} />
      <Drawer items={nav} label={navLabel} />
      <div className={styles.column}>
        <AppTopBar settingsPath={settingsPath} />
        <main id={mainContentId} ref={mainRef} tabIndex={-1} className={styles.main}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
