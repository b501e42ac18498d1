import { Button, isApiError, LoadingBlock, toast, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { RateCoachSection } from '../../development/components/rate-coach-section.tsx';
import type { MyProjectView } from '../api/projects.ts';
import { type ProjectSessionView, useConfirmSession, useProjectSessions } from '../api/sessions.ts';
import { hoursText } from './counts.ts';
import { DisputeSessionDialog } from './dispute-session-dialog.tsx';
import { Fact } from './fact.tsx';
import { LogSessionForm } from './log-session-form.tsx';
import * as projectStyles from './projects.css.ts';
import { RemoveSessionDialog } from './remove-session-dialog.tsx';
import { SessionItem, sessionItemId } from './session-item.tsx';
import { formatDay } from './session-labels.ts';
import * as styles from './session-log.css.ts';
import { useFocusRequest } from './use-focus-request.ts';

/**
 * A project's session log: what the sessions add up to, the form to log one while the project is
 * open, and each session with what the reader may do with it. Once the project closed the log is
 * kept as it was, read-only.
 */
export function SessionLogPanel({ project, id }: { project: MyProjectView; id: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const sessions = useProjectSessions(project.id);
  const confirm = useConfirmSession();
  const [disputing, setDisputing] = useState<ProjectSessionView | null>(null);
  const [removing, setRemoving] = useState<ProjectSessionView | null>(null);
  const focusLater = useFocusRequest();
  const listHeadingId = useId();
  const partner = project.partner.fullName;

  if (sessions.isPending) {
    return (
      <div id={id} className={styles.panel}>
        <LoadingBlock label={t`Loading the session log…`} />
      </div>
    );
  }
  if (sessions.error || !sessions.data) {
    return (
      <div id={id} className={styles.panel}>
        <FormError>
          {isApiError(sessions.error) ? sessions.error.message : t`The session log could not be loaded.`}
        </FormError>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const log = sessions.data;
  const confirmOne = (session: ProjectSessionView) => {
    const day = formatDay(session.heldOn, lang);
    confirm.mutate(session.id, {
      onSuccess: () => {
        toast.success(t`You confirmed the session of ${day}.`);
        focusLater(sessionItemId(session.id));
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t`The session was not confirmed. Please try again.`),
    });
  };

  return (
    <div id={id} className={styles.panel}>
      <dl className={projectStyles.facts}>
        <Fact label={<Trans context="hours">Confirmed</Trans>}>{hoursText(log.confirmedHours)}</Fact>
        <Fact label={<Trans>Waiting for confirmation</Trans>}>{hoursText(log.pendingHours)}</Fact>
        <Fact label={<Trans>Last session</Trans>}>
          {log.lastSessionOn ? formatDay(log.lastSessionOn, lang) : <Trans>None yet</Trans>}
        </Fact>
      </dl>
      {log.editable ? (
        <>
          <p className={projectStyles.muted}>
            <Trans>
              Log each session you had; {partner} confirms it. Only confirmed hours count: the closing form
              starts from them.
            </Trans>
          </p>
          <LogSessionForm log={log} partner={partner} />
        </>
      ) : (
        <p className={projectStyles.note}>
          <Lock size={16} aria-hidden="true" />{' '}
          <Trans>
            The project is closed: its session log is kept as it was and can no longer be changed.
          </Trans>
        </p>
      )}
      <section className={styles.subsection} aria-labelledby={listHeadingId}>
        <h4 id={listHeadingId} tabIndex={-1} className={styles.heading}>
          <Trans>Sessions</Trans>
        </h4>
        {log.items.length === 0 ? (
          <p className={projectStyles.muted}>
            {log.editable ? (
              <Trans>No session logged yet.</Trans>
            ) : (
              <Trans>No session was logged in this project.</Trans>
            )}
          </p>
        ) : (
          <ul className={styles.sessions}>
            {log.items.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                partner={partner}
                busy={confirm.isPending && confirm.variables === session.id}
                onConfirm={confirmOne}
                onDispute={setDisputing}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        )}
      </section>
      {project.myRole === 'coachee' ? (
        <RateCoachSection projectId={project.id} coach={partner} log={log} />
      ) : null}
      {disputing ? (
        <DisputeSessionDialog
          session={disputing}
          partner={partner}
          onClose={() => setDisputing(null)}
          onDone={(session) => {
            setDisputing(null);
            focusLater(sessionItemId(session.id));
          }}
        />
      ) : null}
      <RemoveSessionDialog
        session={removing}
        onClose={() => setRemoving(null)}
        onDone={() => {
          setRemoving(null);
          // The row and its button are gone: the list's heading takes the focus.
          focusLater(listHeadingId);
        }}
      />
    </div>
  );
}
