import { projectSessionsInputSchema } from '@coach/core/contracts';
import {
  applyServerErrors,
  Button,
  Dialog,
  FormError,
  FormTextField,
  isApiError,
  toast,
  useZodForm,
} from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type MyProjectView, useCompleteProject, useSendClosingRequest } from '../api/projects.ts';
import { hoursText } from './counts.ts';
import * as styles from './projects.css.ts';

/** 1 to 1000 in the browser; the server holds the `maxSessionsPerProject` setting and says it (4058). */
const sessionsSchema = projectSessionsInputSchema.pick({ sessionCount: true });

/** The catalogue code of a session count above the setting. */
const tooManySessions = 4058;

export type SessionsAction = 'complete' | 'closing';

/**
 * Asks for the session hours of a project: the coachee completing it, or the coach sending the
 * closing request. A refusal about the hours lands on the field; others above it.
 */
export function SessionsDialog({
  project,
  action,
  onClose,
  onDone,
}: {
  project: MyProjectView;
  action: SessionsAction;
  onClose: () => void;
  onDone: (project: MyProjectView) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const complete = useCompleteProject();
  const closing = useSendClosingRequest();
  const mutation = action === 'complete' ? complete : closing;
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(sessionsSchema, { defaultValues: {} });
  const partner = project.partner.fullName;

  const submit = form.handleSubmit(({ sessionCount }) => {
    setFailure(null);
    mutation.mutate(
      { projectId: project.id, sessionCount },
      {
        onSuccess: (saved) => {
          const hours = hoursText(sessionCount);
          toast.success(
            action === 'complete'
              ? t`The project with ${partner} is completed with ${hours}.`
              : t`Your closing request for ${hours} was sent to ${partner}.`,
          );
          onDone(saved);
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          if (isApiError(error) && error.code === tooManySessions) {
            form.setError('sessionCount', { type: 'server', message: error.message }, { shouldFocus: true });
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
      title={
        action === 'complete' ? <Trans>Complete the project</Trans> : <Trans>Send a closing request</Trans>
      }
      isDismissable={!mutation.isPending}
      footer={
        <>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            {action === 'complete' ? <Trans>Complete</Trans> : <Trans>Send</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.text}>
          {action === 'complete' ? (
            <Trans>
              How many session hours did you have with {partner}? Completing closes the project: you get a
              point for each hour, and your coach spends one.
            </Trans>
          ) : (
            <Trans>
              How many session hours did you coach {partner}? They confirm them within the confirmation
              window; then they get a point for each hour and you spend one. Without their confirmation the
              system completes the project with your hours when the window closes.
            </Trans>
          )}
        </p>
        <FormError error={failure} />
        <FormTextField
          form={form}
          name="sessionCount"
          type="number"
          inputMode="numeric"
          label={t`Session hours`}
          description={t`A whole number, at least 1.`}
          isRequired
        />
      </form>
    </Dialog>
  );
}
