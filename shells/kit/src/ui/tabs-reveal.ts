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
