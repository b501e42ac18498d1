import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

export interface FormDialogFooterProps {
  /** The id of the dialog's form: the submit button sends it from the footer. */
  readonly formId: string;
  /** While the form is being sent: the submit button spins, Cancel waits. */
  readonly pending: boolean;
  readonly onCancel: () => void;
  /** What the submit button says ("Save the rating", "Abort the project"). */
  readonly children: ReactNode;
  /** `danger` for what cannot be taken back. */
  readonly variant?: ButtonVariant;
  /** The form cannot be sent yet (what it chooses from is still loading). */
  readonly disabled?: boolean;
}

/**
 * The footer of a dialog that holds a form: Cancel, which closes it and is off while the form is
 * sent, then the button that submits the form. One place for what every such dialog does.
 */
export function FormDialogFooter({
  formId,
  pending,
  onCancel,
  children,
  variant,
  disabled,
}: FormDialogFooterProps) {
  return (
    <>
      <Button variant="secondary" disabled={pending} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" form={formId} variant={variant} loading={pending} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
