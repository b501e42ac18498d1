import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import type { NavItem } from '../../remote/types.ts';
import { layout } from '../../theme/palettes.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import * as styles from './app-shell.css.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { drawerOpenAtom } from './sidebar-state.ts';

/**
 * The navigation below 1200 px: a modal <dialog>. showModal() makes the rest of the page inert
 * (the focus trap) and closes on Esc; focus returns to the menu button when it closes.
 */
export function Drawer({ items, label }: { items: NavItem[]; label: string }) {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${layout.drawerBreakpoint}px)`);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Leaving the page or growing past the breakpoint closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide, setOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer-only convenience; keyboard users close with Esc (native) or the close button.
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-label={label}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className={styles.drawerInner}>
        <div className={styles.drawerHead}>
          <Brand />
          <button
            type="button"
            className={controls.iconButton}
            onClick={() => setOpen(false)}
            aria-label={t`Close menu`}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={label}>
          <SidebarNav items={items} onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </dialog>
  );
}
