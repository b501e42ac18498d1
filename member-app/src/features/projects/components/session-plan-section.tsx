import { maxProposedSlots } from '@coach/core/contracts';
import { Button, isApiError, LoadingBlock, toast, useLang } from '@coach/kit';
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
import { CalendarCheck, CalendarClock, CalendarX, ClipboardCheck, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { MyProjectView } from '../api/projects.ts';
import {
  type ProjectPlan,
  type ScheduledSessionView,
  useAnswerProposal,
  useCancelScheduled,
  useProjectPlan,
  useProposeTimes,
} from '../api/session-plans.ts';
import { useLogSession } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import { sessionHourIds } from './log-session-schema.ts';
import * as projectStyles from './projects.css.ts';
import { formatDay } from './session-labels.ts';
import * as styles from './session-log.css.ts';
import { newProposedTime, proposeFormSchema, startTimeIds } from './session-plan-schema.ts';

/** Today on the member's device, as the day picker's lower bound (the server checks the time itself). */
function todayOnDevice(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** "5 March 2026, 10:00 · 1 hour". */
function useSlotText() {
  const lang = useLang();
  return (slot: { day: string; time: string; minutes: number }) =>
    `${formatDay(slot.day, lang)}, ${slot.time} · ${hoursText(slot.minutes / 60)}`;
}

function ProposeForm({ plan, label }: { plan: ProjectPlan; label: string }) {
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

function ScheduledItem({ session, plan }: { session: ScheduledSessionView; plan: ProjectPlan }) {
  const { t } = useLingui();
  const slotText = useSlotText();
  const cancel = useCancelScheduled();
  const log = useLogSession();
  const text = slotText(session);
  return (
    <li className={styles.planItem}>
      <span>{text}</span>
      <span className={styles.planActions}>
        {session.loggedSessionId ? (
          <span className={projectStyles.muted}>
            <Trans>Logged</Trans>
          </span>
        ) : null}
        {session.canLog ? (
          <Button
            size="sm"
            icon={<ClipboardCheck size={16} aria-hidden="true" />}
            loading={log.isPending}
            onClick={() =>
              log.mutate(
                {
                  projectId: plan.projectId,
                  heldOn: session.day,
                  hours: session.minutes / 60,
                  scheduledSessionId: session.id,
                },
                {
                  onSuccess: () =>
                    toast.success(t`The session of ${text} is logged. Your coachee is asked to confirm it.`),
                  onError: (error) =>
                    toast.error(
                      isApiError(error) ? error.message : t`The session was not logged. Please try again.`,
                    ),
                },
              )
            }
          >
            <Trans>Log this session</Trans>
          </Button>
        ) : null}
        {session.upcoming && plan.editable ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<CalendarX size={16} aria-hidden="true" />}
            loading={cancel.isPending}
            aria-label={t`Cancel the session of ${text}`}
            onClick={() =>
              cancel.mutate(session.id, {
                onSuccess: () =>
                  toast.success(t`The session is cancelled. You both get the cancellation by mail.`),
                onError: (error) =>
                  toast.error(
                    isApiError(error) ? error.message : t`The session was not cancelled. Please try again.`,
                  ),
              })
            }
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/**
 * A project's calendar (ADR 0056): the open proposal (the partner's, to answer; or one's own,
 * waiting), the form to propose a time, and the scheduled sessions, each with "Log this session"
 * for the coach once its time passed. Times are on Istanbul's clock, as everywhere in the programme.
 */
export function SessionPlanSection({ project }: { project: MyProjectView }) {
  const { t } = useLingui();
  const headingId = useId();
  const plan = useProjectPlan(project.id);
  const answer = useAnswerProposal();
  const slotText = useSlotText();
  const partner = project.partner.fullName;

  if (plan.isPending) return <LoadingBlock label={t`Loading the calendar…`} />;
  if (plan.error || !plan.data) {
    return (
      <FormError>
        {isApiError(plan.error) ? plan.error.message : t`The calendar could not be loaded.`}
      </FormError>
    );
  }
  const data = plan.data;
  const proposal = data.openProposal;
  const answerWith = (input: { answer: 'accept' | 'decline'; slot?: number }) => {
    if (!proposal) return;
    answer.mutate(
      { proposalId: proposal.id, ...input },
      {
        onSuccess: () =>
          toast.success(
            input.answer === 'accept'
              ? t`The session is scheduled. You both get a calendar invite by mail.`
              : t`You declined the proposal.`,
          ),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The answer was not saved. Please try again.`),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        <Trans>Calendar</Trans>
      </h4>
      {proposal?.canAnswer ? (
        <div className={styles.subsection}>
          <p>
            <Trans>{partner} proposes a session. Accept one of the times, or propose another below.</Trans>
          </p>
          <ul className={styles.sessions}>
            {proposal.slots.map((slot, index) => (
              <li key={slot.startsAt} className={styles.planItem}>
                <span>{slotText(slot)}</span>
                <Button
                  size="sm"
                  icon={<CalendarCheck size={16} aria-hidden="true" />}
                  loading={answer.isPending && answer.variables?.slot === index}
                  aria-label={t`Accept ${slotText(slot)}`}
                  onClick={() => answerWith({ answer: 'accept', slot: index })}
                >
                  <Trans>Accept</Trans>
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" variant="secondary" onClick={() => answerWith({ answer: 'decline' })}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        </div>
      ) : proposal?.mine ? (
        <p className={projectStyles.muted}>
          <Trans>
            You proposed {proposal.slots.map(slotText).join('; ')}. Waiting for {partner} to answer.
          </Trans>
        </p>
      ) : null}
      {data.sessions.length > 0 ? (
        <ul className={styles.sessions} aria-label={t`Scheduled sessions`}>
          {data.sessions.map((session) => (
            <ScheduledItem key={session.id} session={session} plan={data} />
          ))}
        </ul>
      ) : (
        <p className={projectStyles.muted}>
          <Trans>No session scheduled.</Trans>
        </p>
      )}
      {data.editable ? (
        <ProposeForm plan={data} label={proposal?.canAnswer ? t`Propose another time` : t`Propose a time`} />
      ) : null}
    </section>
  );
}
