import { type Key, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Tabs as AriaTabs, RouterProvider, Tab, TabList, TabPanel } from 'react-aria-components';
import { useHref, useLocation, useNavigate } from 'react-router';
import * as styles from './tabs.css.ts';

export type TabItem = { id: string; label: ReactNode; content: ReactNode; isDisabled?: boolean };

export type TabsProps = {
  /** Names the tab list ("Account sections"). */
  label: string;
  tabs: readonly TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
};

/**
 * Scrolls a sideways-scrolling tab list so its selected tab shows: a page opened on a tab far to the
 * right (`?section=sign-in` on a phone) would otherwise hide the very tab it is on. Only the list
 * scrolls, never the page.
 */
export function revealSelectedTab(list: HTMLElement | null): void {
  const tab = list?.querySelector<HTMLElement>('[data-selected]');
  if (!list || !tab) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const offset = tabBox.left - listBox.left;
  if (offset >= 0 && offset + tabBox.width <= listBox.width) return;
  list.scrollLeft += offset - (listBox.width - tabBox.width) / 2;
}

/** Panels of one page behind tabs (react-aria: arrow keys move between tabs, Tab enters the panel). */
export function Tabs({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(defaultSelectedKey);
  const shown = selectedKey ?? chosen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another tab is shown.
  useLayoutEffect(() => revealSelectedTab(listRef.current), [shown]);
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => {
        setChosen(String(key));
        onSelectionChange?.(String(key));
      }}
    >
      <TabList ref={listRef} className={styles.tabList} aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab} isDisabled={tab.isDisabled}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}

export type LinkTab = {
  /** Where the tab leads, in the page's language (`inLang('/admin/account/proofs')`). */
  href: string;
  label: ReactNode;
};

export type LinkTabsProps = {
  label: string;
  tabs: readonly LinkTab[];
  /** The sub-page being shown (usually `<Outlet />`). */
  children: ReactNode;
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
 * Sub-pages of one page as tabs whose tabs are router links (/admin/account ⇄ /admin/account/proofs):
 * each has its own address, the router navigates without reloading, and the selected tab follows
 * the address.
 */
export function LinkTabs({ label, tabs, children }: LinkTabsProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = activeLinkTab(
    pathname,
    tabs.map((tab) => tab.href),
  );
  const listRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another tab is shown.
  useLayoutEffect(() => revealSelectedTab(listRef.current), [selected]);
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <AriaTabs className={styles.tabs} selectedKey={selected ?? undefined}>
        <TabList ref={listRef} className={styles.tabList} aria-label={label}>
          {tabs.map((tab) => (
            <Tab key={tab.href} id={tab.href} href={tab.href} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {selected !== null ? (
          <TabPanel id={selected} className={styles.panel}>
            {children}
          </TabPanel>
        ) : (
          children
        )}
      </AriaTabs>
    </RouterProvider>
  );
}
