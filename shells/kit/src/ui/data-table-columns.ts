import { useCallback, useSyncExternalStore } from 'react';

/** A column the administrator may show or hide, and whether it shows before they choose. */
export type ChoosableColumn = { id: string; shownByDefault: boolean };

/** Where a table's column choice is kept in the browser: `coach.table.<tableId>.columns`. */
export const columnChoiceKey = (tableId: string) => `coach.table.${tableId}.columns`;

/** What was chosen: column id → shown. A column not in it shows as its priority says. */
type Choice = Record<string, boolean>;

const listeners = new Set<() => void>();

function readChoice(tableId: string | undefined): string {
  if (!tableId) return '{}';
  try {
    return window.localStorage.getItem(columnChoiceKey(tableId)) ?? '{}';
  } catch {
    // Storage refused (a private window's quota, a policy): the defaults stand.
    return '{}';
  }
}

function parseChoice(text: string): Choice {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab's choice (the storage event) shows here too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The administrator's choice of columns for one table, kept per table in localStorage (a
 * preference of this device, not an account setting: ADR 0049). Without a `tableId` the priorities'
 * defaults stand and nothing is kept.
 */
export function useColumnChoice(
  tableId: string | undefined,
  columns: readonly ChoosableColumn[],
): [(columnId: string) => boolean, (columnId: string, shown: boolean) => void] {
  const text = useSyncExternalStore(
    subscribe,
    () => readChoice(tableId),
    () => '{}',
  );
  const choice = parseChoice(text);
  const isShown = (columnId: string) =>
    choice[columnId] ?? columns.find((column) => column.id === columnId)?.shownByDefault ?? true;
  const setShown = useCallback(
    (columnId: string, shown: boolean) => {
      if (!tableId) return;
      const next = { ...parseChoice(readChoice(tableId)), [columnId]: shown };
      try {
        window.localStorage.setItem(columnChoiceKey(tableId), JSON.stringify(next));
      } catch {
        // Not kept: the choice lasts until the page is left.
      }
      for (const listener of listeners) listener();
    },
    [tableId],
  );
  return [isShown, setShown];
}
