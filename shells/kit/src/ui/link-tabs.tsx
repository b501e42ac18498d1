import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from '../router/router.ts';
import * as styles from './tabs.css.ts';
import { revealSelectedTab } from './tabs-reveal.ts';

export type LinkTab = {
  /** Where the tab leads, in the page's language (`inLang('/admin/account/proofs')`). */
  href: string;
  label: ReactNode;
};

export type LinkTabsProps = {
  label: string;
  tabs: readonly LinkTab[];
  /**
   * The `href` of the tab shown, where the path alone does not tell: sections in the search part
   * (`/user/settings?section=theme`, the bare page being the first). Else found by `activeLinkTab`.
   */
  current?: string;
  /** The sub-page being shown (usually `<Outlet />`). */
  children: ReactNode;
  /**
   * `sections`: many tabs (the settings' ten) are a column beside the page on a wide screen, where a
   * row of them was cut off at 1440 px; on a narrower one, the row that scrolls sideways. `bar`
   * (the default): always the row.
   */
  variant?: 'bar' | 'sections';
};

/** The tab of the page shown: the exact path, else the longest tab path the page lies under. */
export function activeLinkTab(pathname: string, hrefs: readonly string[]): string | null {
  const path = trimSlash(pathname);
  const exact = hrefs.find((href) => trimSlash(href) === path);
  if (exact !== undefined) return exact;
  const containing = hrefs
    .filter((href) => path.startsWith(`${trimSlash(href)}/`))
    .sort((a, b) => b.length - a.length);
  return containing[0] ?? null;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Sub-pages of one page as tabs whose tabs are router links (/admin/account ⇄ /admin/account/proofs,
 * the settings' `?section=` sections):
 * each has its own address, the router navigates without reloading, and the tab of the page shown
 * is marked. They are what they do, links in a navigation (`aria-current="page"` on the page
 * shown), so they need no react-aria: the accounts' page draws them without its core (issue 30).
 */
export function LinkTabs({ label, tabs, current, children, variant = 'bar' }: LinkTabsProps) {
  const { pathname } = useLocation();
  const selected =
    current ??
    activeLinkTab(
      pathname,
      tabs.map((tab) => tab.href),
    );
  const listRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another tab is shown.
  useLayoutEffect(() => revealSelectedTab(listRef.current), [selected]);
  const bar = (
    <div className={variant === 'sections' ? styles.sectionTabs : styles.tabs}>
      <nav aria-label={label}>
        <div ref={listRef} className={styles.tabList}>
          {tabs.map((tab) => (
            <Link
              key={tab.href}
              to={tab.href}
              // Another tab keeps the page where it is scrolled to, as tabs do; Back still restores.
              preventScrollReset
              className={styles.tab}
              aria-current={tab.href === selected ? 'page' : undefined}
              data-selected={tab.href === selected || undefined}
            >
              {tab.label}
            </Link>
          ))}
        </div>
      </nav>
      {children}
    </div>
  );
  return variant === 'sections' ? <div className={styles.sectionFrame}>{bar}</div> : bar;
}
