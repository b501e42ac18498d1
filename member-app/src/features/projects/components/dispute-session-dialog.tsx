import { disputeSessionInputSchema } from '@coach/core/contracts';
import { toast, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type ProjectSessionView, useDisputeSession } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import * as styles from './projects.css.ts';
import { formatDay } from './session-labels.ts';

const reasonSchema = disputeSessionInputSchema.pick({ reason: true });

/**
 * The partner says a session did not take place as logged, maybe with a reason: the one who
 * logged it reads it and may remove the session. The hours stop counting until it is confirmed.
 */
export function DisputeSessionDialog({
  session,
  partner,
  onClose,
  onDone,
}: {
  session: ProjectSessionView;
  partner: string;
  onClose: () => void;
  onDone: (session: ProjectSessionView) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const formId = useId();
  const dispute = useDisputeSession();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });
  const day = formatDay(session.heldOn, lang);
  const length = hoursText(session.hours);

  const submit = form.handleSubmit(({ reason }) => {
    setFailure(null);
    dispute.mutate(
      { projectSessionId: session.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success(t`You disputed the session of ${day}. ${partner} sees your answer in the log.`);
          onDone(session);
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
      title={<Trans>Dispute this session?</Trans>}
      isDismissable={!dispute.isPending}
      footer={
        <FormDialogFooter formId={formId} pending={dispute.isPending} onCancel={onClose} variant="danger">
          <Trans>Dispute</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.text}>
          <Trans>
            {partner} logged a session of {length} on {day}. Disputing it tells them it did not take place as
            logged; its hours do not count unless you confirm it later.
          </Trans>
        </p>
        <FormError error={failure} />
        <FormTextArea
          form={form}
          name="reason"
          label={t`Reason`}
          description={t`Optional. ${partner} reads it next to the session.`}
          rows={3}
          maxLength={500}
        />
      </form>
    </Dialog>
  );
}
