import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { NavItem } from '../../remote/types.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import * as styles from './app-shell.css.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { sidebarMiniAtom, sidebarOpenAtom } from './sidebar-state.ts';

/** The desktop sidebar (≥ 1200 px): shown or hidden, full (256 px) or mini (56 px). */
export function Sidebar({ items, label }: { items: NavItem[]; label: string }) {
  const open = useAtomValue(sidebarOpenAtom);
  const [mini, setMini] = useAtom(sidebarMiniAtom);
  const { t } = useLingui();
  const toggleLabel = mini ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <aside
      className={[styles.sidebar, mini ? styles.sidebarMini : '', open ? '' : styles.sidebarHidden].join(' ')}
    >
      <div className={styles.sidebarHead}>
        <Brand compact={mini} />
      </div>
      <nav aria-label={label} className={styles.sidebarNavRegion}>
        <SidebarNav items={items} mini={mini} />
      </nav>
      <div className={styles.sidebarFoot}>
        <button
          type="button"
          className={controls.iconButton}
          onClick={() => setMini((value) => !value)}
          aria-label={toggleLabel}
          title={toggleLabel}
        >
          {mini ? (
            <PanelLeftOpen size={20} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={20} aria-hidden="true" />
          )}
        </button>
      </div>
    </aside>
  );
}
