import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../auth/current-user.ts';
import * as brandStyles from '../brand.css.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import { LanguageSwitch } from '../controls/language-switch.tsx';
import { SignOutButton } from '../controls/sign-out-button.tsx';
import { ThemeToggle } from '../controls/theme-toggle.tsx';
import { SettingsLink, UserChip } from './account-controls.tsx';
import * as styles from './app-shell.css.ts';
import { drawerOpenAtom, sidebarMiniAtom } from './sidebar-state.ts';

type AppTopBarProps = {
  settingsPath?: string;
  /** The desktop sidebar, which the sidebar button controls. */
  sidebarId: string;
  /** The area's own control, shown at every width (the member's notification bell). */
  item?: ReactNode;
};

/**
 * The 75 px bar of the admin and member areas. One menu button at each width, chosen by CSS:
 * below 1200 px it opens the drawer, wider it switches the sidebar between full and mini. From
 * 768 px the bar also holds the user, language, light/dark, settings and sign out; narrower they
 * are in the drawer.
 */
export function AppTopBar({ settingsPath, sidebarId, item }: AppTopBarProps) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const [mini, setMini] = useAtom(sidebarMiniAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  const sidebarLabel = mini ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={[controls.iconButton, styles.drawerOnly].join(' ')}
        aria-label={t`Open menu`}
        title={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={[controls.iconButton, styles.sidebarOnly].join(' ')}
        aria-label={sidebarLabel}
        title={sidebarLabel}
        aria-controls={sidebarId}
        aria-expanded={!mini}
        onClick={() => setMini((value) => !value)}
      >
        {mini ? (
          <PanelLeftOpen size={20} aria-hidden="true" />
        ) : (
          <PanelLeftClose size={20} aria-hidden="true" />
        )}
      </button>
      <span className={styles.topBarBrand}>
        <Brand nameClassName={brandStyles.nameOutsideTablet} />
      </span>
      <div className={styles.spacer} />
      {item}
      <div className={styles.topBarAccount}>
        {user ? <UserChip user={user} /> : null}
        <LanguageSwitch />
        <ThemeToggle />
        {settingsPath ? <SettingsLink to={settingsPath} /> : null}
        <SignOutButton compact />
      </div>
    </header>
  );
}
