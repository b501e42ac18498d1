import { MoreVertical } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import * as styles from './action-menu.css.ts';

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

// The open menu is react-aria's menu, popover and collections (about 50 KiB gzip with its core): a
// list draws one trigger a row and most visits open none, so it comes when a trigger is first
// reached for (pointer over it, focus, a press), not with the page (issue 30).
let popupModule: Promise<typeof import('./action-menu-popup.tsx')> | undefined;
const loadPopup = () => {
  popupModule ??= import('./action-menu-popup.tsx');
  return popupModule;
};
const ActionMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.ActionMenuPopup })));

/**
 * A row's actions behind one button: the browser's button (a menu button: aria-haspopup,
 * aria-expanded) and, once pressed, react-aria's menu (arrow keys, typeahead, Escape closes and
 * returns focus to the button). Enter, Space and ↓ open it on its first item, ↑ on its last.
 */
export function ActionMenu({ label, items, triggerIcon }: ActionMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState<'first' | 'last' | true | false>(false);
  // A chosen item's action runs once the menu is gone and focus is back on the trigger: a dialog
  // the action opens then gives focus back to the trigger when it closes (it returns focus to what
  // had it when it opened; the menu item is gone by then, and while the menu is open the rest of
  // the page is hidden from focus).
  const chosen = useRef<ActionMenuItem | null>(null);
  useEffect(() => {
    const item = chosen.current;
    if (open !== false || !item) return;
    chosen.current = null;
    triggerRef.current?.focus();
    item.onAction();
  }, [open]);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false ? menuId : undefined}
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        // A click from the keyboard (Enter, Space) has no pointer detail: focus goes to the first item.
        onClick={(event) =>
          setOpen((current) => (current !== false ? false : event.detail === 0 ? 'first' : true))
        }
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {triggerIcon ?? <MoreVertical size={18} aria-hidden="true" />}
      </button>
      {open !== false ? (
        <Suspense fallback={null}>
          <ActionMenuPopup
            menuId={menuId}
            label={label}
            items={items}
            triggerRef={triggerRef}
            autoFocus={open}
            onClose={() => setOpen(false)}
            onChoose={(item) => {
              chosen.current = item;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
