import type { ReactNode, RefObject } from 'react';
import { Popover } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import * as styles from './menu-popover.css.ts';

export { item as menuItemClass, menu as menuClass } from './menu-popover.css.ts';

/**
 * The popover of a menu opened by the kit's own trigger button (the action menu, the column
 * chooser): open while drawn, closed by Escape or a press outside, which gives the focus back to
 * the trigger. A press on the trigger itself is the trigger's to handle (it toggles the menu), so it
 * does not count as outside.
 */
export function MenuPopover({
  triggerRef,
  onClose,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AriaLocale>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
        className={styles.popover}
        placement="bottom end"
      >
        {children}
      </Popover>
    </AriaLocale>
  );
}
