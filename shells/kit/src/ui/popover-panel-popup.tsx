import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'react-aria-components';
import { MenuPopover } from './menu-popover.tsx';
import * as styles from './popover-panel.css.ts';

/** The open panel of a `PopoverPanel`: react-aria's dialog in the kit's popover. */
export function PopoverPanelPopup({
  id,
  title,
  triggerRef,
  onClose,
  children,
}: {
  id: string;
  title: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <MenuPopover triggerRef={triggerRef} onClose={onClose}>
      <Dialog id={id} aria-label={title} className={styles.panel}>
        {children}
      </Dialog>
    </MenuPopover>
  );
}
