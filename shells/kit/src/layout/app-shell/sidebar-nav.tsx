import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import type { NavItem } from '../../remote/types.ts';
import * as styles from './app-shell.css.ts';

type SidebarNavProps = {
  items: NavItem[];
  /** Icons only; the label stays the link's accessible name and its tooltip. */
  mini?: boolean;
  onNavigate?: () => void;
};

/** An area's navigation; `to` is relative to the area route (user/ or admin/). */
export function SidebarNav({ items, mini = false, onNavigate }: SidebarNavProps) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        const label = i18n._(item.label);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={[styles.navLink, mini ? styles.navLinkMini : ''].join(' ')}
              aria-label={mini ? label : undefined}
              title={mini ? label : undefined}
              onClick={onNavigate}
            >
              <Icon size={20} aria-hidden="true" />
              {mini ? null : <span>{label}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
