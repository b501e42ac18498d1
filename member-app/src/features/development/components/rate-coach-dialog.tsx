import { type CompetencyScores, competencies, rateCoachInputSchema } from '@coach/core/contracts';
import { toast } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, RadioChoice, useZodForm } from '@coach/kit/forms';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useRateCoach } from '../api/ratings.ts';
import { competencyLabels } from './competency-labels.ts';
import * as styles from './development.css.ts';

const noteSchema = rateCoachInputSchema.pick({ note: true });

type Score = '1' | '2' | '3' | '4' | '5';
const scoreValues: readonly Score[] = ['1', '2', '3', '4', '5'];

/** What is rated: a confirmed session (by its id) or the project's end. */
export interface RatingTarget {
  readonly projectSessionId?: string;
  /** How the dialog names it: "the session of 3 March", "the whole project". */
  readonly label: string;
}

/**
 * The coachee rates the coach on the eight ICF core competencies, 1 to 5 each, with an optional
 * note (ADR 0058). The coach reads ratings only as averages of at least three, and notes without
 * a name or a day; a rating never changes points.
 */
export function RateCoachDialog({
  projectId,
  coach,
  target,
  onClose,
}: {
  projectId: string;
  coach: string;
  target: RatingTarget;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const rate = useRateCoach();
  const [scores, setScores] = useState<Record<string, Score>>(() =>
    Object.fromEntries(competencies.map((key) => [key, '3'])),
  );
  const form = useZodForm(noteSchema, { defaultValues: { note: '' } });
  const [failure, setFailure] = useState<unknown>(null);
  const options = scoreValues.map((value) => ({ value, label: value }));

  const submit = form.handleSubmit(({ note }) => {
    setFailure(null);
    const numbers = Object.fromEntries(
      competencies.map((key) => [key, Number(scores[key] ?? '3')]),
    ) as CompetencyScores;
    rate.mutate(
      {
        projectId,
        ...(target.projectSessionId ? { projectSessionId: target.projectSessionId } : {}),
        scores: numbers,
        ...(note ? { note } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t`Thank you: your rating of ${coach} is saved.`);
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
      title={<Trans>Rate your coach</Trans>}
      isDismissable={!rate.isPending}
      footer={
        <FormDialogFooter formId={formId} pending={rate.isPending} onCancel={onClose}>
          <Trans>Save the rating</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.text}>
          <Trans>
            Rate {coach} for {target.label} on each of ICF’s core competencies, from 1 (not at all) to 5
            (fully). {coach} sees only averages of at least three ratings, never your name; your points do not
            change.
          </Trans>
        </p>
        <FormError error={failure} />
        {competencies.map((key) => (
          <RadioChoice
            key={key}
            label={i18n._(competencyLabels[key])}
            description={i18n._(competencyLabels[key])}
            value={scores[key] ?? '3'}
            onChange={(value) => setScores((was) => ({ ...was, [key]: value }))}
            options={options}
          />
        ))}
        <FormTextArea
          form={form}
          name="note"
          label={t`Note (optional)`}
          description={t`Shown to ${coach} among other notes, without your name or the day.`}
          rows={3}
          maxLength={1000}
        />
      </form>
    </Dialog>
  );
}
