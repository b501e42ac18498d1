import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLangPath } from '../../i18n/use-lang.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { layout } from '../../theme/palettes.ts';
import * as brandStyles from '../brand.css.ts';
import { Brand } from '../brand.tsx';
import * as controls from '../controls/controls.css.ts';
import { LanguageSwitch } from '../controls/language-switch.tsx';
import { ThemeToggle } from '../controls/theme-toggle.tsx';
import { PrimaryAccountAction, SecondaryAccountAction } from './account-actions.tsx';
import * as styles from './public-layout.css.ts';
import { publicMenu } from './public-menu.ts';

/**
 * The public top bar: elevated once the page is scrolled past 200 px; below 1200 px the menu folds
 * into a button that opens a panel under the bar (a disclosure: the page stays usable beside it).
 * What shows at which width is CSS only (public-layout.css.ts), so the pre-rendered HTML matches.
 */
export function PublicTopBar() {
  const { t, i18n } = useLingui();
  const inLang = useLangPath();
  const elevated = useScrolledPast(layout.publicBarElevateAfter);
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the panel (the new page's heading then takes the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the panel and gives the focus back to its button — also when the focus was on a
  // link of the panel, which would otherwise fall to <body> as the panel goes.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      const focusWasHere = !active || active === document.body || headerRef.current?.contains(active);
      setMenuOpen(false);
      if (focusWasHere) menuButtonRef.current?.focus();
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
    <header ref={headerRef} className={[styles.header, elevated ? styles.elevated : ''].join(' ')}>
      <div className={styles.bar}>
        <span className={styles.brandSlot}>
          <Brand nameClassName={brandStyles.nameFrom380} />
        </span>
        <nav className={styles.desktopNav} aria-label={t`Main menu`}>
          {links(styles.navList, styles.navLink)}
        </nav>
        <div className={styles.actions}>
          <span className={styles.tabletUp}>
            <LanguageSwitch />
          </span>
          <span className={styles.roomyOnly}>
            <ThemeToggle />
          </span>
          <span className={styles.tabletUp}>
            <SecondaryAccountAction />
          </span>
          <PrimaryAccountAction />
          <button
            ref={menuButtonRef}
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
