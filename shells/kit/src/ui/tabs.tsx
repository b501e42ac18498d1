import { type Key, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './tabs.css.ts';
import { revealSelectedTab } from './tabs-reveal.ts';

export type TabItem = { id: string; label: ReactNode; content: ReactNode; isDisabled?: boolean };

export type TabsProps = {
  /** Names the tab list ("Account sections"). */
  label: string;
  tabs: readonly TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
};

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
