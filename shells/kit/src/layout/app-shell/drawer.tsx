import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/current-user.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import type { NavItem } from '../../remote/types.ts';
import { layout } from '../../theme/palettes.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import { LanguageSwitch } from '../controls/language-switch.tsx';
import { SignOutButton } from '../controls/sign-out-button.tsx';
import { ThemeToggle } from '../controls/theme-toggle.tsx';
import { SettingsLink, UserChip } from './account-controls.tsx';
import * as styles from './app-shell.css.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { drawerOpenAtom } from './sidebar-state.ts';

type DrawerProps = {
  items: NavItem[];
  /** The area's menu ("Member menu"): the drawer's name and its navigation's. */
  label: string;
  settingsPath?: string;
};

/**
 * Below 1200 px: the area's menu and everything the desktop top bar holds — the user, settings,
 * language, light/dark and sign out — in a modal drawer (react-aria's Modal and Dialog). Opening
 * moves the focus into it and keeps it there; Escape, the close button, a click beside it or a
 * followed link close it, and the focus goes back to the menu button (a followed link then hands
 * it on to the new page's heading).
 */
export function Drawer({ items, label, settingsPath }: DrawerProps) {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${layout.drawerBreakpoint}px)`);

  // Leaving the page or growing past the breakpoint closes the drawer. Not its own first render:
  // this component's code is loaded apart (app-shell.tsx), and a press on the menu button before
  // it came has already asked for the drawer open.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide, setOpen]);

  const close = () => setOpen(false);
  return (
    <ModalOverlay className={styles.drawerOverlay} isOpen={open} onOpenChange={setOpen} isDismissable>
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerInner} aria-label={label}>
          <div className={styles.drawerHead}>
            <Brand />
            <button type="button" className={controls.iconButton} onClick={close} aria-label={t`Close menu`}>
              <X size={22} aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={label} className={styles.drawerNav}>
            <SidebarNav items={items} onNavigate={close} />
          </nav>
          <div className={styles.drawerAccount}>
            <div className={styles.drawerRow}>
              {user ? <UserChip user={user} /> : null}
              {settingsPath ? <SettingsLink to={settingsPath} /> : null}
            </div>
            <div className={styles.drawerControls}>
              <LanguageSwitch />
              <ThemeToggle />
            </div>
            <SignOutButton variant="secondary" />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
