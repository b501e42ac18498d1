import { maxProposedSlots } from '@coach/core/contracts';
import { Button, toast } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormDayField,
  FormError,
  useFieldArray,
  useZodForm,
} from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { type ProjectPlan, useProposeTimes } from '../api/session-plans.ts';
import { hoursText } from './counts.ts';
import { sessionHourIds } from './log-session-schema.ts';
import * as styles from './session-log.css.ts';
import { newProposedTime, proposeFormSchema, startTimeIds } from './session-plan-schema.ts';

/** Today on the member's device, as the day picker's lower bound (the server checks the time itself). */
function todayOnDevice(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The form that proposes session times to the partner: one time, or up to the server's limit
 * (each its own group of fields, named "Time 2" when there are several), on Istanbul's clock.
 */
export function ProposeForm({ plan, label }: { plan: ProjectPlan; label: string }) {
  const { t } = useLingui();
  const propose = useProposeTimes();
  const [failure, setFailure] = useState<unknown>(null);
  const emptyForm = { slots: [{ ...newProposedTime }] };
  const form = useZodForm(proposeFormSchema, { defaultValues: emptyForm });
  const times = useFieldArray({ control: form.control, name: 'slots' });
  const submit = form.handleSubmit(({ slots }) => {
    setFailure(null);
    propose.mutate(
      {
        projectId: plan.projectId,
        slots: slots.map(({ day, time, hours }) => ({ day, time, minutes: hours * 60 })),
      },
      {
        onSuccess: () => {
          toast.success(
            slots.length > 1
              ? t`Your proposal is sent. Your partner accepts one of the times or proposes another.`
              : t`Your proposal is sent. Your partner accepts it or proposes another time.`,
          );
          form.reset(emptyForm);
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={propose.isPending}
      aria-label={label}
    >
      <FormError error={failure} />
      {times.fields.map((row, index) => {
        const place = index + 1;
        return (
          // A group per time, so "Day" of the second time is told apart from the first by its name.
          <fieldset
            key={row.id}
            aria-label={times.fields.length > 1 ? t`Time ${place}` : undefined}
            className={styles.proposedTime}
          >
            <FormDayField
              control={form.control}
              name={`slots.${index}.day`}
              label={<Trans>Day</Trans>}
              min={todayOnDevice()}
              isRequired
            />
            <FormSelect
              form={form}
              name={`slots.${index}.time`}
              label={t`Start (Istanbul time)`}
              options={startTimeIds.map((id) => ({ id, label: id }))}
              isRequired
            />
            <FormSelect
              form={form}
              name={`slots.${index}.hours`}
              label={t`Length`}
              options={sessionHourIds.map((id) => ({ id, label: hoursText(Number(id)) }))}
              isRequired
            />
            {times.fields.length > 1 ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<X size={16} aria-hidden="true" />}
                aria-label={t`Remove time ${place}`}
                onClick={() => times.remove(index)}
              >
                <Trans>Remove</Trans>
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <FormActions>
        {times.fields.length < maxProposedSlots ? (
          <Button
            variant="secondary"
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => times.append({ ...newProposedTime })}
          >
            <Trans>Add another time</Trans>
          </Button>
        ) : null}
        <Button
          type="submit"
          icon={<CalendarClock size={18} aria-hidden="true" />}
          loading={propose.isPending}
        >
          {label}
        </Button>
      </FormActions>
    </form>
  );
}
