import { Button, toast, useLang } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormDayField,
  FormError,
  FormTextArea,
  useZodForm,
} from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { type ProjectSessionLog, useLogSession } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import { logSessionFormSchema, sessionHourIds } from './log-session-schema.ts';
import { formatDay } from './session-labels.ts';
import * as styles from './session-log.css.ts';

/** A fresh form: today (the server's, in Istanbul), one hour, no note. */
const emptyValues = (log: ProjectSessionLog) => ({ heldOn: log.latestDay, hours: '1', note: '' });

/**
 * Logs a session of the project: a day from its start to today, half an hour to eight hours, and a
 * note only the writer reads. The partner is asked to confirm it. A refusal about a field lands on
 * it (in the page's language, as the server says it); others above the fields.
 */
export function LogSessionForm({ log, partner }: { log: ProjectSessionLog; partner: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const headingId = useId();
  const logSession = useLogSession();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(logSessionFormSchema, { defaultValues: emptyValues(log) });
  const earliest = formatDay(log.earliestDay, lang);
  const latest = formatDay(log.latestDay, lang);

  const submit = form.handleSubmit(({ heldOn, hours, note }) => {
    setFailure(null);
    // Typing in a date input can go past its bounds; the server would refuse the same way.
    if (heldOn < log.earliestDay || heldOn > log.latestDay) {
      form.setError(
        'heldOn',
        { type: 'range', message: t`Choose a day from ${earliest} to ${latest}.` },
        { shouldFocus: true },
      );
      return;
    }
    logSession.mutate(
      { projectId: log.projectId, heldOn, hours, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          const day = formatDay(heldOn, lang);
          const length = hoursText(hours);
          toast.success(t`Your session of ${day} (${length}) is logged. ${partner} is asked to confirm it.`);
          form.reset(emptyValues(log));
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <section className={styles.subsection} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        <Trans>Log a session</Trans>
      </h4>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={logSession.isPending}
        aria-labelledby={headingId}
      >
        <FormError error={failure} />
        <div className={styles.formRow}>
          <FormDayField
            control={form.control}
            name="heldOn"
            label={<Trans>Day of the session</Trans>}
            description={<Trans>From {earliest} to today.</Trans>}
            min={log.earliestDay}
            max={log.latestDay}
            isRequired
          />
          <FormSelect
            form={form}
            name="hours"
            label={t`Length`}
            description={t`In half-hour steps.`}
            options={sessionHourIds.map((id) => ({ id, label: hoursText(Number(id)) }))}
            isRequired
          />
        </div>
        <FormTextArea
          form={form}
          name="note"
          label={t`Private note`}
          description={t`Only you can read this; ${partner} never sees it.`}
          rows={3}
          maxLength={1000}
        />
        <FormActions>
          <Button
            type="submit"
            icon={<CalendarPlus size={18} aria-hidden="true" />}
            loading={logSession.isPending}
          >
            <Trans>Log the session</Trans>
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
