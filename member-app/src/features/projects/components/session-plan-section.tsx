import { Button, isApiError, LoadingBlock, toast, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, CalendarX, ClipboardCheck } from 'lucide-react';
import { useId } from 'react';
import type { MyProjectView } from '../api/projects.ts';
import {
  type ProjectPlan,
  type ScheduledSessionView,
  useAnswerProposal,
  useCancelScheduled,
  useProjectPlan,
} from '../api/session-plans.ts';
import { useLogSession } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import * as projectStyles from './projects.css.ts';
import { ProposeForm } from './propose-times-form.tsx';
import { formatDay } from './session-labels.ts';
import * as styles from './session-log.css.ts';

/** "5 March 2026, 10:00 · 1 hour". */
function useSlotText() {
  const lang = useLang();
  return (slot: { day: string; time: string; minutes: number }) =>
    `${formatDay(slot.day, lang)}, ${slot.time} · ${hoursText(slot.minutes / 60)}`;
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
