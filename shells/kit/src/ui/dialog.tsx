import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';

export type DialogSize = 'small' | 'medium' | 'large';

export type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog (its heading is its accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body; a form dialog puts its submit button here (`form="<id>"`). */
  footer?: ReactNode;
  size?: DialogSize;
  /** `alertdialog` for a question that interrupts (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** False while something runs that closing would lose (an upload, a save). */
  isDismissable?: boolean;
};

/**
 * A modal dialog (react-aria): focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to what opened it. A click outside does not close it, so a half-filled form
 * is not lost to a stray click. On phones it fills the screen.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  isDismissable = true,
}: DialogProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={styles.modal[size]}>
        <AriaDialog className={styles.dialog} role={role}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Close`}
              disabled={!isDismissable}
              onClick={() => onOpenChange(false)}
            >
              <X size={20} aria-hidden="true" />
            </Button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
