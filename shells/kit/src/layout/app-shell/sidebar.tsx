import { useAtomValue } from 'jotai';
import type { NavItem } from '../../remote/types.ts';
import { Brand } from '../brand.tsx';
import * as styles from './app-shell.css.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { sidebarMiniAtom } from './sidebar-state.ts';

/**
 * The desktop sidebar (≥ 1200 px): full (256 px) or mini (56 px). Its only switch is the top bar's
 * sidebar button (`id` is what that button controls).
 */
export function Sidebar({ id, items, label }: { id: string; items: NavItem[]; label: string }) {
  const mini = useAtomValue(sidebarMiniAtom);
  return (
    <aside id={id} className={[styles.sidebar, mini ? styles.sidebarMini : ''].join(' ')}>
      <div className={styles.sidebarHead}>
        <Brand compact={mini} />
      </div>
      <nav aria-label={label} className={styles.sidebarNavRegion}>
        <SidebarNav items={items} mini={mini} />
      </nav>
    </aside>
  );
}
