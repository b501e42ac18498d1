import { catalogue, projectSessionsInputSchema } from '@coach/core/contracts';
import { isApiError, toast } from '@coach/kit';
import { applyServerErrors, FormCheckbox, FormError, FormTextField, useZodForm } from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type MyProjectView, useCompleteProject, useSendClosingRequest } from '../api/projects.ts';
import { hoursText } from './counts.ts';
import * as styles from './projects.css.ts';
import * as logStyles from './session-log.css.ts';

/** 1 to 1000 in the browser; the server holds the `maxSessionsPerProject` setting and says it (4058). */
const sessionsSchema = projectSessionsInputSchema.pick({ sessionCount: true, confirmAboveLog: true });

/** The catalogue code of a session count above the setting. */
const tooManySessions = catalogue.tooManySessions.code;

/** The catalogue code of a count above the session log's confirmed hours (without the confirmation). */
const aboveLog = catalogue.sessionCountAboveLog.code;

export type SessionsAction = 'complete' | 'closing';

/** The whole hours the log confirms, as the count starts from (ADR 0022); none below one hour. */
export function prefilledCount(confirmedHours: number): number | undefined {
  const whole = Math.floor(confirmedHours);
  return whole >= 1 ? whole : undefined;
}

const loggedHoursIn = (data: unknown): number | null => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).loggedHours : undefined;
  return typeof value === 'number' ? value : null;
};

/**
 * Asks for the session hours of a project: the coachee completing it, or the coach sending the
 * closing request. The count starts from the session log's confirmed hours; a count above them is
 * sent only once the member ticks that they mean it (`confirmAboveLog`), and the server's 4066
 * (the log moved meanwhile) asks the same. A refusal about the hours lands on the field; others
 * above it.
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
  // The server's figure once it answered 4066: the project as listed may be older than the log.
  const [serverLogged, setServerLogged] = useState<number | null>(null);
  const confirmedHours = serverLogged ?? project.sessionLog.confirmedHours;
  const form = useZodForm(sessionsSchema, {
    defaultValues: {
      sessionCount: prefilledCount(project.sessionLog.confirmedHours),
      confirmAboveLog: false,
    },
  });
  const partner = project.partner.fullName;
  const entered = form.watch('sessionCount');
  const isAboveLog = typeof entered === 'number' && Number.isInteger(entered) && entered > confirmedHours;

  const submit = form.handleSubmit(({ sessionCount, confirmAboveLog }) => {
    setFailure(null);
    const above = sessionCount > confirmedHours;
    if (above && confirmAboveLog !== true) {
      form.setError(
        'confirmAboveLog',
        { type: 'required', message: t`Tick the box to close with more hours than the log confirms.` },
        { shouldFocus: true },
      );
      return;
    }
    mutation.mutate(
      { projectId: project.id, sessionCount, ...(above ? { confirmAboveLog: true } : {}) },
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
          if (isApiError(error) && error.code === aboveLog) {
            // The log confirms fewer hours than the page knew: ask again, with the server's words.
            setServerLogged(loggedHoursIn(error.data) ?? confirmedHours);
            form.setValue('confirmAboveLog', false);
            form.setError(
              'confirmAboveLog',
              { type: 'server', message: error.message },
              { shouldFocus: true },
            );
            return;
          }
          setFailure(error);
        },
      },
    );
  });

  const prefilled = prefilledCount(project.sessionLog.confirmedHours) !== undefined;
  const confirmedText = hoursText(confirmedHours);
  const enteredText = typeof entered === 'number' ? hoursText(entered) : '';
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
        <FormDialogFooter formId={formId} pending={mutation.isPending} onCancel={onClose}>
          {action === 'complete' ? <Trans>Complete</Trans> : <Trans>Send</Trans>}
        </FormDialogFooter>
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
          description={
            prefilled
              ? t`A whole number, at least 1. Filled in with the whole hours your session log confirms (${confirmedText}).`
              : t`A whole number, at least 1.`
          }
          isRequired
        />
        {/* Said as it appears: the box asks for an answer before the form can be sent. */}
        <div aria-live="polite">
          {isAboveLog ? (
            <div className={logStyles.aboveLog}>
              <p className={styles.text}>
                <TriangleAlert size={16} aria-hidden="true" />{' '}
                {confirmedHours > 0 ? (
                  <Trans>
                    Your session log confirms {confirmedText}; {enteredText} is more than that. Log the
                    missing sessions and have them confirmed, or confirm that you close with {enteredText}.
                  </Trans>
                ) : (
                  <Trans>
                    No session of this project is confirmed in the session log. Log your sessions and have
                    them confirmed, or confirm that you close with {enteredText}.
                  </Trans>
                )}
              </p>
              <FormCheckbox
                form={form}
                name="confirmAboveLog"
                label={t`Yes, close with ${enteredText}, more than the log confirms`}
              />
            </div>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
