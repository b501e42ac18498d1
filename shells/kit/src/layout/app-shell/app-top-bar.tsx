import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Menu, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/current-user.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { layout } from '../../theme/palettes.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import { LanguageSwitch } from '../controls/language-switch.tsx';
import { SignOutButton } from '../controls/sign-out-button.tsx';
import { ThemeToggle } from '../controls/theme-toggle.tsx';
import * as styles from './app-shell.css.ts';
import { drawerOpenAtom, sidebarOpenAtom } from './sidebar-state.ts';

function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The 75 px bar of the admin and member areas: menu, language, light/dark, settings, sign out. */
export function AppTopBar({ settingsPath }: { settingsPath?: string }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const wide = useMediaQuery(`(min-width: ${layout.drawerBreakpoint}px)`);
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  const setDrawerOpen = useSetAtom(drawerOpenAtom);
  const menuLabel = wide ? t`Show or hide the sidebar` : t`Open menu`;
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={controls.iconButton}
        aria-label={menuLabel}
        title={menuLabel}
        onClick={() => (wide ? setSidebarOpen((open) => !open) : setDrawerOpen(true))}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <span className={styles.topBarBrand}>
        <Brand compact />
      </span>
      <div className={styles.spacer} />
      {user ? (
        <span className={styles.userChip}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(user.fullName)}
          </span>
          <span>{user.fullName}</span>
        </span>
      ) : null}
      <span className={styles.hideOnPhone}>
        <LanguageSwitch />
      </span>
      <ThemeToggle />
      {settingsPath ? (
        <Link className={controls.iconButton} to={settingsPath} aria-label={t`Settings`} title={t`Settings`}>
          <Settings size={20} aria-hidden="true" />
        </Link>
      ) : null}
      <SignOutButton compact />
    </header>
  );
}
