import { adjustPointsInputSchema } from '@coach/core/contracts';
import { formatNumber, toast, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, FormTextField, useZodForm } from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAdjustPoints } from '../api/ledger.ts';
import * as styles from './ledger.css.ts';
import { signed } from './ledger-labels.ts';

/** The points (±, not 0, at most 1000 either way) and the note, as the server checks them. */
const adjustSchema = adjustPointsInputSchema.omit({ accountId: true });

type AdjustPointsDialogProps = { accountId: string; onClose: () => void };

/**
 * Adds points to a member's score or takes some away: an `admin_adjustment` entry with a note,
 * written to the ledger and the audit log. Nothing already in the ledger changes.
 */
export function AdjustPointsDialog({ accountId, onClose }: AdjustPointsDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
  const formId = useId();
  const adjust = useAdjustPoints();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(adjustSchema, { defaultValues: { note: '' } });

  const submit = form.handleSubmit(({ delta, note }) => {
    setFailure(null);
    adjust.mutate(
      { accountId, delta, note },
      {
        onSuccess: (entry) => {
          const change = signed(entry.delta, (value) => formatNumber(value, lang));
          const score = formatNumber(entry.balanceAfter, lang);
          toast.success(t`${change} points recorded. The score is now ${score}.`);
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Adjust points`}
      size="medium"
      isDismissable={!adjust.isPending}
      footer={
        <FormDialogFooter formId={formId} pending={adjust.isPending} onCancel={onClose}>
          <Trans>Record the adjustment</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <Trans>
            The change is a new entry in the member’s ledger, with your note; the entries before it stay as
            they are.
          </Trans>
        </p>
        <FormError error={failure} />
        <FormTextField
          form={form}
          name="delta"
          type="number"
          inputMode="text"
          label={t`Points`}
          description={t`A positive number adds points, a negative one (such as -5) takes them away. Not 0; at most 1000 either way.`}
          isRequired
        />
        <FormTextArea
          form={form}
          name="note"
          label={t`Note`}
          description={t`Why the score changes. Kept with the entry; 3 to 500 characters.`}
          rows={3}
          maxLength={500}
          isRequired
        />
      </form>
    </Dialog>
  );
}
