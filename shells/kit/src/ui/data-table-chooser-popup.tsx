import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components';
import * as styles from './data-table.css.ts';
import type { ChooserColumn } from './data-table-chooser.tsx';
import { MenuPopover, menuClass, menuItemClass } from './menu-popover.tsx';

export type ChooserPopupProps = {
  menuId: string;
  label: string;
  columns: readonly ChooserColumn[];
  triggerRef: RefObject<HTMLButtonElement | null>;
  autoFocus: 'first' | 'last' | true;
  onClose: () => void;
  onShownChange: (columnId: string, shown: boolean) => void;
};

/** The open column chooser: react-aria's menu with multiple selection (menuitemcheckbox items). */
export function ChooserPopup({
  menuId,
  label,
  columns,
  triggerRef,
  autoFocus,
  onClose,
  onShownChange,
}: ChooserPopupProps) {
  const shown = columns.filter((column) => column.shown).map((column) => column.id);
  return (
    <MenuPopover triggerRef={triggerRef} onClose={onClose}>
      <Menu
        id={menuId}
        aria-label={label}
        autoFocus={autoFocus}
        className={menuClass}
        selectionMode="multiple"
        selectedKeys={shown}
        onSelectionChange={(keys) => {
          const next = keys === 'all' ? columns.map((column) => column.id) : [...keys].map(String);
          for (const column of columns) {
            const isNowShown = next.includes(column.id);
            if (isNowShown !== column.shown) onShownChange(column.id, isNowShown);
          }
        }}
      >
        {columns.map((column) => (
          <MenuItem key={column.id} id={column.id} textValue={column.label} className={menuItemClass}>
            {({ isSelected }) => (
              <>
                <span
                  className={styles.chooserTick}
                  data-checked={isSelected || undefined}
                  aria-hidden="true"
                />
                <span>{column.label}</span>
              </>
            )}
          </MenuItem>
        ))}
      </Menu>
    </MenuPopover>
  );
}
