import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components';
import * as styles from './action-menu.css.ts';
import type { ActionMenuItem } from './action-menu.tsx';
import { MenuPopover, menuClass, menuItemClass } from './menu-popover.tsx';

export type ActionMenuPopupProps = {
  menuId: string;
  /** The menu's name: the trigger's. */
  label: string;
  items: readonly ActionMenuItem[];
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Where focus starts: the first item (keyboard, ↓), the last (↑), or the menu (a pointer). */
  autoFocus: 'first' | 'last' | true;
  onClose: () => void;
  /** An item was chosen: the trigger closes the menu and runs its action. */
  onChoose: (item: ActionMenuItem) => void;
};

/**
 * The open menu of `ActionMenu`, loaded when a trigger is first reached for (react-aria's menu and
 * popover: arrow keys, typeahead, Escape and a press outside close it, and the popover gives focus
 * back to the trigger).
 */
export function ActionMenuPopup({
  menuId,
  label,
  items,
  triggerRef,
  autoFocus,
  onClose,
  onChoose,
}: ActionMenuPopupProps) {
  return (
    <MenuPopover triggerRef={triggerRef} onClose={onClose}>
      <Menu
        id={menuId}
        aria-label={label}
        autoFocus={autoFocus}
        className={menuClass}
        disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
        onAction={(key) => {
          const item = items.find((candidate) => candidate.id === key);
          if (item) onChoose(item);
        }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            textValue={item.label}
            className={item.tone === 'danger' ? styles.dangerItem : menuItemClass}
          >
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            <span>{item.label}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuPopover>
  );
}
