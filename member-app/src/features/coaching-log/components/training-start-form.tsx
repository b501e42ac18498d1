import { Button, Card, toast } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormDayField,
  FormError,
  lazySchema,
  useZodForm,
} from '@coach/kit/forms';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type CoachingLog, useSaveCoachingPreferences } from '../api/coaching-log.ts';
import * as styles from './coaching-log.css.ts';

// Its check (zod and the coaching contracts) comes when the member reaches for the form (issue 30).
const trainingStartSchema = lazySchema(() =>
  import('./training-start-schema.ts').then((m) => m.coachingPreferencesInputSchema),
);

/**
 * The start of the member's coach-specific training: ICF counts only the hours coached after it.
 * Saved with the e-mail consent as it stands (the call takes both); the log is then computed again.
 * A day after today is refused by the server, next to the field.
 */
export function TrainingStartForm({ log }: { log: CoachingLog }) {
  const { t } = useLingui();
  const save = useSaveCoachingPreferences();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(trainingStartSchema, {
    defaultValues: {
      trainingStartedOn: log.trainingStartedOn,
      shareEmailWithCoaches: log.shareEmailWithCoaches,
      shareNameWithCoaches: log.shareNameWithCoaches,
    },
  });

  const submit = form.handleSubmit(({ trainingStartedOn }) => {
    setFailure(null);
    // The consent as the server has it now: this form changes only the training start.
    save.mutate(
      {
        trainingStartedOn,
        shareEmailWithCoaches: log.shareEmailWithCoaches,
        shareNameWithCoaches: log.shareNameWithCoaches,
      },
      {
        onSuccess: () => toast.success(t`Your training start was saved.`),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  const before = log.totals.hoursBeforeTraining;
  return (
    <Card
      title={<Trans>Start of your coach-specific training</Trans>}
      description={
        <Trans>
          ICF counts the hours you coached after your coach-specific training began. Hours before this day do
          not count towards a credential; leave it empty and every hour counts.
        </Trans>
      }
    >
      <form
        className={styles.trainingForm}
        onSubmit={submit}
        onFocus={trainingStartSchema.preload}
        noValidate
        aria-busy={save.isPending}
      >
        <FormError error={failure} />
        <FormDayField
          control={form.control}
          name="trainingStartedOn"
          label={<Trans>Training started on</Trans>}
          max={log.asOf}
          isClearable
        />
        {before > 0 ? (
          <p className={styles.note}>
            {plural(before, {
              one: '# hour you coached before this day is left out of your log and your progress.',
              other: '# hours you coached before this day are left out of your log and your progress.',
            })}
          </p>
        ) : null}
        <FormActions align="start">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save the training start</Trans>
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
