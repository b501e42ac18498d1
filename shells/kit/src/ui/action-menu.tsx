import { MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './action-menu.css.ts';
import { AriaLocale } from './aria-locale.tsx';

export type ActionMenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** `danger` for what destroys or locks out (delete, lock). */
  tone?: 'danger';
  isDisabled?: boolean;
  onAction: () => void;
};

export type ActionMenuProps = {
  /** The trigger's name, saying whose actions these are ("Actions for Ayşe Yılmaz"). */
  label: string;
  items: readonly ActionMenuItem[];
  /** Instead of the ⋮ icon. */
  triggerIcon?: ReactNode;
};

/**
 * A row's actions behind one button (react-aria menu: arrow keys, typeahead, Escape closes and
 * returns focus to the button). An action that opens a dialog gets focus back to this button
 * when the dialog closes.
 */
export function ActionMenu({ label, items, triggerIcon }: ActionMenuProps) {
  return (
    <AriaLocale>
      <MenuTrigger>
        <Button className={styles.trigger} aria-label={label}>
          {triggerIcon ?? <MoreVertical size={18} aria-hidden="true" />}
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu
            className={styles.menu}
            disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
            onAction={(key) => items.find((item) => item.id === key)?.onAction()}
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.label}
                className={styles.item[item.tone ?? 'neutral']}
              >
                {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                <span>{item.label}</span>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaLocale>
  );
}
