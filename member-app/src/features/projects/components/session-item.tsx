import { Button, Pill, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CircleX, Trash2 } from 'lucide-react';
import type { ProjectSessionView } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import { formatDay, sessionStateLabels, sessionStateTones } from './session-labels.ts';
import * as styles from './session-log.css.ts';

/** The id of a session's row, which takes the focus back after an action on it. */
export const sessionItemId = (sessionId: string) => `session-${sessionId}`;

/** Who logged it, what the partner made of it, and the note only the reader wrote. */
function SessionStory({ session, partner }: { session: ProjectSessionView; partner: string }) {
  const reason = session.disputeReason;
  return (
    <>
      <p className={styles.description}>
        {session.mine ? <Trans>Logged by you</Trans> : <Trans>Logged by {partner}</Trans>}
        {session.state === 'pending' ? (
          <>
            {' · '}
            {session.mine ? (
              <Trans>waiting for {partner} to confirm it</Trans>
            ) : (
              <Trans>confirm it if it took place as logged</Trans>
            )}
          </>
        ) : null}
      </p>
      {session.state === 'disputed' ? (
        <p className={styles.description}>
          {session.mine ? (
            reason ? (
              <Trans>
                {partner} disputed it: <span className={styles.quote}>{reason}</span>
              </Trans>
            ) : (
              <Trans>{partner} disputed it without giving a reason.</Trans>
            )
          ) : reason ? (
            <Trans>
              You disputed it: <span className={styles.quote}>{reason}</span>
            </Trans>
          ) : (
            <Trans>You disputed it without giving a reason.</Trans>
          )}
        </p>
      ) : null}
      {session.note ? (
        <p className={styles.description}>
          <Trans>
            Your private note: <span className={styles.quote}>{session.note}</span>
          </Trans>
        </p>
      ) : null}
    </>
  );
}

/**
 * One logged session: day, length and state in words, then the buttons its `canX` flags allow
 * (each named with the day, since a list of "Confirm" buttons says nothing to a screen reader).
 */
export function SessionItem({
  session,
  partner,
  busy,
  onConfirm,
  onDispute,
  onRemove,
}: {
  session: ProjectSessionView;
  partner: string;
  /** An action on this session is under way. */
  busy: boolean;
  onConfirm: (session: ProjectSessionView) => void;
  onDispute: (session: ProjectSessionView) => void;
  onRemove: (session: ProjectSessionView) => void;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const day = formatDay(session.heldOn, lang);
  const length = hoursText(session.hours);
  const hasActions = session.canConfirm || session.canDispute || session.canRemove;
  return (
    <li id={sessionItemId(session.id)} tabIndex={-1} className={styles.session}>
      <div className={styles.sessionMain}>
        <p className={styles.sessionHead}>
          <span>
            {day} · {length}
          </span>
          <Pill tone={sessionStateTones[session.state]}>{i18n._(sessionStateLabels[session.state])}</Pill>
        </p>
        <SessionStory session={session} partner={partner} />
      </div>
      {hasActions ? (
        <div className={styles.sessionActions}>
          {session.canConfirm ? (
            <Button
              size="sm"
              icon={<Check size={16} aria-hidden="true" />}
              loading={busy}
              aria-label={t`Confirm the session of ${day} (${length})`}
              onClick={() => onConfirm(session)}
            >
              <Trans>Confirm</Trans>
            </Button>
          ) : null}
          {session.canDispute ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<CircleX size={16} aria-hidden="true" />}
              disabled={busy}
              aria-label={t`Dispute the session of ${day} (${length})`}
              onClick={() => onDispute(session)}
            >
              <Trans>Dispute</Trans>
            </Button>
          ) : null}
          {session.canRemove ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Trash2 size={16} aria-hidden="true" />}
              disabled={busy}
              aria-label={t`Remove the session of ${day} (${length})`}
              onClick={() => onRemove(session)}
            >
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
