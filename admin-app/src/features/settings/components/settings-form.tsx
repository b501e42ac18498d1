import { type ApplicationSettingsView, updateApplicationSettingsInputSchema } from '@coach/core/contracts';
import { Button, Card, formatNumber, toast, useLang } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormError,
  FormGrid,
  FormTextField,
  useZodForm,
} from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSaveApplicationSettings } from '../api/settings.ts';
import { SchedulePreview } from './schedule-preview.tsx';
import * as styles from './settings.css.ts';

type Key = keyof ApplicationSettingsView['applicationSettings'];
type NumberKey = Exclude<Key, 'matchingSchedule'>;

/**
 * Every application setting, grouped by what it governs, each with what it does and its default.
 * Checked in the browser with the server's own schema; the server also checks the schedule with
 * the scheduler's parser and answers next to the field.
 */
export function SettingsForm({ view }: { view: ApplicationSettingsView }) {
  const { t } = useLingui();
  const lang = useLang();
  const form = useZodForm(updateApplicationSettingsInputSchema, {
    defaultValues: { applicationSettings: view.applicationSettings },
  });
  const save = useSaveApplicationSettings();
  const [failure, setFailure] = useState<unknown>(null);
  const schedule = form.watch('applicationSettings.matchingSchedule') ?? '';
  const fallbackSchedule = view.defaults.matchingSchedule;

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ applicationSettings: saved.applicationSettings });
        toast.success(t`The settings are saved.`);
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) setFailure(error);
      },
    });
  });

  const defaultOf = (key: Key) => {
    const value = view.defaults[key];
    return typeof value === 'number' ? formatNumber(value, lang) : value;
  };
  const numberField = (key: NumberKey, label: string, description: string) => {
    const fallback = defaultOf(key);
    return (
      <FormTextField
        form={form}
        name={`applicationSettings.${key}`}
        type="number"
        inputMode="numeric"
        label={label}
        description={`${description} ${t`Default: ${fallback}.`}`}
        isRequired
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate className={styles.sections}>
      <FormError error={failure} />
      <Card
        title={<Trans>Requests and projects</Trans>}
        description={<Trans>Limits checked when a member sends a request.</Trans>}
      >
        <FormGrid columns={2}>
          {numberField(
            'maxCoachProjects',
            t`Projects as coach, at most`,
            t`Open projects and an open request as coach together; 0 stops new coach requests.`,
          )}
          {numberField(
            'maxCoacheeProjects',
            t`Projects as coachee, at most`,
            t`Open projects and an open request as coachee together.`,
          )}
          {numberField(
            'minScoreToCoach',
            t`Score needed to coach`,
            t`A member needs at least this score to send a coach request.`,
          )}
          {numberField(
            'maxSessionsPerProject',
            t`Sessions per project, at most`,
            t`The highest session count a project may report when it closes.`,
          )}
        </FormGrid>
      </Card>
      <Card
        title={<Trans>Project deadlines</Trans>}
        description={<Trans>Counted in calendar days from the start of a project.</Trans>}
      >
        <FormGrid columns={2}>
          {numberField(
            'projectClosingDays',
            t`Days until a project ends by itself`,
            t`An open project is ended by the system after this many days and both members lose the penalty points.`,
          )}
          {numberField(
            'penaltyPoints',
            t`Penalty points`,
            t`Points each member loses when nobody closed the project in time.`,
          )}
          {numberField(
            'closingRequestMinDays',
            t`Days before a closing request`,
            t`The coach may ask to close a project only after this many days; fewer than the days until a project ends.`,
          )}
          {numberField(
            'confirmationWindowDays',
            t`Days to confirm a closing request`,
            t`Without the coachee’s confirmation in this time, the system completes the project.`,
          )}
        </FormGrid>
      </Card>
      <Card
        title={<Trans>Matching</Trans>}
        description={<Trans>When the matching run pairs open coach and coachee requests.</Trans>}
      >
        <FormTextField
          form={form}
          name="applicationSettings.matchingSchedule"
          label={t`Matching schedule (cron)`}
          description={`${t`Five fields: minute, hour, day of the month, month, day of the week. Read on Istanbul clocks.`} ${t`A run on a day that is not a working day in Turkey (a weekend or a public holiday) does nothing. A new schedule takes effect within a minute.`} ${t`Default: ${fallbackSchedule}.`}`}
          isRequired
          maxLength={100}
        />
        <dl className={styles.cronHelp}>
          <dt className={styles.code}>0 9 * * 1-5</dt>
          <dd>
            <Trans>every weekday at 09:00</Trans>
          </dd>
          <dt className={styles.code}>30 8 * * 1,3</dt>
          <dd>
            <Trans>Mondays and Wednesdays at 08:30</Trans>
          </dd>
          <dt className={styles.code}>0 */6 * * *</dt>
          <dd>
            <Trans>every six hours</Trans>
          </dd>
        </dl>
        <SchedulePreview expression={schedule} />
      </Card>
      <Card title={<Trans>Sign-in</Trans>}>
        <FormGrid columns={2}>
          {numberField(
            'sessionAbsoluteHours',
            t`Hours a sign-in lasts at most`,
            t`However active, a session ends this many hours after signing in.`,
          )}
        </FormGrid>
      </Card>
      <p className={styles.note}>
        <Trans>
          Changes apply to checks made from now on. Nothing already decided is worked out again: points
          scored, deadlines set and sessions started stay as they are.
        </Trans>
      </p>
      <FormActions>
        <Button variant="secondary" onClick={() => form.reset({ applicationSettings: view.defaults })}>
          <Trans>Fill in the defaults</Trans>
        </Button>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save the settings</Trans>
        </Button>
      </FormActions>
    </form>
  );
}
