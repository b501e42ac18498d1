import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';
import { Dialog } from './dialog.tsx';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** `danger` for what cannot be undone (delete); the default. */
  tone?: 'danger' | 'primary';
  /** The action runs: the confirm button spins and the dialog cannot be closed half-way. */
  isPending?: boolean;
  onConfirm: () => void;
};

/**
 * Moves the first focus to "Cancel" once the dialog has opened. react-aria focuses the dialog
 * itself in an effect; the next frame comes after it.
 */
function focusCancelOnOpen(node: HTMLDivElement | null) {
  if (!node) return;
  requestAnimationFrame(() =>
    node.closest('[role="alertdialog"]')?.querySelector<HTMLElement>('[data-confirm-cancel]')?.focus(),
  );
}

/**
 * Asks before an action (delete, lock, set passive). An alert dialog whose first focus is
 * "Cancel", so a stray Enter never confirms something that cannot be undone. The caller closes it
 * when the action succeeds (onOpenChange stays in its hands).
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="small"
      role="alertdialog"
      isDismissable={!isPending}
      footer={
        <>
          <Button
            variant="secondary"
            data-confirm-cancel=""
            disabled={isPending}
            onClick={() => onOpenChange(false)}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={tone} loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.description} ref={focusCancelOnOpen}>
        {description}
      </div>
    </Dialog>
  );
}
