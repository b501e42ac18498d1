import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLangPath } from '../../i18n/use-lang.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { layout } from '../../theme/palettes.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import { LanguageSwitch } from '../controls/language-switch.tsx';
import { ThemeToggle } from '../controls/theme-toggle.tsx';
import { PrimaryAccountAction, SecondaryAccountAction } from './account-actions.tsx';
import * as styles from './public-layout.css.ts';
import { publicMenu } from './public-menu.ts';

/**
 * The public top bar: elevated once the page is scrolled past 200 px; below 992 px the menu folds
 * into a button that opens a panel (seed §9).
 */
export function PublicTopBar() {
  const { t, i18n } = useLingui();
  const inLang = useLangPath();
  const elevated = useScrolledPast(layout.publicBarElevateAfter);
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // A followed link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (listClass: string, linkClass: string) => (
    <ul className={listClass}>
      {publicMenu.map((item) => (
        <li key={item.path}>
          <NavLink className={linkClass} to={inLang(item.path)} end>
            {i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={[styles.header, elevated ? styles.elevated : ''].join(' ')}>
      <div className={styles.bar}>
        <Brand />
        <nav className={styles.desktopNav} aria-label={t`Main menu`}>
          {links(styles.navList, styles.navLink)}
        </nav>
        <div className={styles.actions}>
          <span className={styles.wideOnly}>
            <LanguageSwitch />
          </span>
          <span className={styles.roomyOnly}>
            <ThemeToggle />
          </span>
          <span className={styles.wideOnly}>
            <SecondaryAccountAction />
          </span>
          <PrimaryAccountAction />
          <button
            type="button"
            className={[controls.iconButton, styles.menuButton].join(' ')}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div id={panelId} className={styles.panel}>
          <nav aria-label={t`Main menu`}>{links(styles.panelList, styles.panelLink)}</nav>
          <div className={styles.panelActions}>
            <LanguageSwitch />
            <span className={styles.crampedOnly}>
              <ThemeToggle />
            </span>
            <SecondaryAccountAction />
          </div>
        </div>
      ) : null}
    </header>
  );
}
