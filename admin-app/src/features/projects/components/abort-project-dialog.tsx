import { abortProjectInputSchema, catalogue } from '@coach/core/contracts';
import { isApiError, toast } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type ProjectView, useAbortProject } from '../api/projects.ts';
import * as styles from './projects.css.ts';

/** The reason the two members read in their e-mail: 3 to 500 characters, as the server checks. */
const reasonSchema = abortProjectInputSchema.pick({ reason: true });

type AbortProjectDialogProps = { project: ProjectView; onClose: () => void };

/**
 * Aborts an open project with a reason. No points move; both members are mailed. A project that
 * closed meanwhile (4050: the first closing action wins) is said so, and the list is brought up
 * to date.
 */
export function AbortProjectDialog({ project, onClose }: AbortProjectDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const abort = useAbortProject();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });
  const coachName = project.coach.fullName;
  const coacheeName = project.coachee.fullName;

  const submit = form.handleSubmit(({ reason }) => {
    setFailure(null);
    abort.mutate(
      { projectId: project.id, reason },
      {
        onSuccess: () => {
          toast.success(t`The project was aborted. ${coachName} and ${coacheeName} get an e-mail.`);
          onClose();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          if (isApiError(error) && error.code === catalogue.projectNotOpen.code) {
            toast.error(error.message);
            onClose();
            return;
          }
          setFailure(error);
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
      title={t`Abort the project of ${coachName} and ${coacheeName}`}
      size="medium"
      isDismissable={!abort.isPending}
      footer={
        <FormDialogFooter formId={formId} pending={abort.isPending} onCancel={onClose} variant="danger">
          <Trans>Abort the project</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <Trans>
            The project ends now and no points move. Both members get an e-mail with your reason. This cannot
            be undone.
          </Trans>
        </p>
        <FormError error={failure} />
        <FormTextArea
          form={form}
          name="reason"
          label={t`Reason`}
          description={t`Both members read it. 3 to 500 characters.`}
          rows={4}
          maxLength={500}
          isRequired
        />
      </form>
    </Dialog>
  );
}
