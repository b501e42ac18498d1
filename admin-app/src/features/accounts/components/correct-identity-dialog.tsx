import { type AccountView, correctIdentityInputSchema } from '@coach/core/contracts';
import { toast } from '@coach/kit';
import {
  applyServerErrors,
  FormError,
  FormTextArea,
  FormTextField,
  RadioChoice,
  useZodForm,
} from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useCorrectIdentity } from '../api/accounts.ts';
import * as styles from './accounts.css.ts';

type CorrectIdentityDialogProps = {
  account: AccountView;
  onCorrected: (account: AccountView) => void;
  onClose: () => void;
};

type Document = 'identityNumber' | 'passportNumber';

/**
 * Corrects a mistyped identity or passport number (ADR 0032): a number of the kind the account
 * holds, or of the other kind when the citizenship itself was wrong (the other number is cleared),
 * and the reason, which the audit log keeps and the member reads in the mail. The server checks
 * the number (check digits, format), that nobody else has it and that it changes.
 */
export function CorrectIdentityDialog({ account, onCorrected, onClose }: CorrectIdentityDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const correct = useCorrectIdentity();
  const [failure, setFailure] = useState<unknown>(null);
  const held: Document = account.identityNumber ? 'identityNumber' : 'passportNumber';
  const [field, setField] = useState<Document>(held);
  const current = account[held] ?? '';
  const form = useZodForm(correctIdentityInputSchema, {
    defaultValues: { accountId: account.accountId, [held]: '', reason: '' },
  });
  const chooseDocument = (next: Document) => {
    setField(next);
    // Only the number of the chosen kind is sent.
    form.setValue(next === 'identityNumber' ? 'passportNumber' : 'identityNumber', '');
    form.clearErrors(['identityNumber', 'passportNumber']);
  };

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    correct.mutate(input, {
      onSuccess: (corrected) => {
        toast.success(t`The number was corrected and ${corrected.fullName} was told by mail.`);
        onCorrected(corrected);
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) setFailure(error);
      },
    });
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={held === 'identityNumber' ? t`Correct the identity number` : t`Correct the passport number`}
      size="medium"
      isDismissable={!correct.isPending}
      footer={
        <FormDialogFooter formId={formId} pending={correct.isPending} onCancel={onClose}>
          <Trans>Correct the number</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <Trans>
            Only for a typo made at registration: the number is checked again, the audit log keeps your
            reason, and the member is told by mail.
          </Trans>
        </p>
        <FormError error={failure} />
        <dl className={styles.facts}>
          <dt className={styles.term}>
            <Trans>Now</Trans>
          </dt>
          <dd className={styles.definition}>{current}</dd>
        </dl>
        <RadioChoice
          label={t`Citizenship`}
          value={field === 'identityNumber' ? 'citizen' : 'foreign'}
          onChange={(next) => chooseDocument(next === 'citizen' ? 'identityNumber' : 'passportNumber')}
          options={[
            { value: 'citizen', label: t`Turkish citizen` },
            { value: 'foreign', label: t`Not a Turkish citizen` },
          ]}
        />
        <FormTextField
          key={field}
          form={form}
          name={field}
          label={field === 'identityNumber' ? t`New T.C. identity number` : t`New passport number`}
          maxLength={field === 'identityNumber' ? 11 : 24}
          inputMode={field === 'identityNumber' ? 'numeric' : 'text'}
          autoComplete="off"
          isRequired
        />
        <FormTextArea
          form={form}
          name="reason"
          label={t`Reason`}
          description={t`Why the number changes; the member reads it. 3 to 500 characters.`}
          rows={3}
          maxLength={500}
          isRequired
        />
      </form>
    </Dialog>
  );
}
