import { Button, formatDateTime, useLang } from '@coach/kit';
import { DialogLoading, lazyNamed } from '@coach/kit/area';
import { Trans } from '@lingui/react/macro';
import { BellRing, CheckCheck } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { MyProjectView } from '../../projects/api/projects.ts';
import { hoursText } from '../../projects/components/counts.ts';
import * as styles from './dashboard-page.css.ts';

// The dialog (react-aria's, in @coach/kit/widgets) loads when it is opened: the dashboard has no
// other use for those widgets (issue 30).
const ConfirmClosingDialog = lazyNamed(
  () => import('../../projects/components/confirm-closing-dialog.tsx'),
  'ConfirmClosingDialog',
);

/** The coach's closing requests that wait for this member (the coachee) to confirm them. */
export function waitingForMe(projects: readonly MyProjectView[]): MyProjectView[] {
  return projects.filter(
    (project) =>
      project.state === 'open' && project.myRole === 'coachee' && project.closingRequest?.state === 'waiting',
  );
}

function WaitingRequest({ project, onConfirm }: { project: MyProjectView; onConfirm: () => void }) {
  const lang = useLang();
  const request = project.closingRequest;
  if (!request) return null;
  const partner = project.partner.fullName;
  const hours = hoursText(request.sessionCount);
  const confirmBy = formatDateTime(request.confirmBy, lang);
  return (
    <li className={styles.waitingItem}>
      <p className={styles.waitingText}>
        <Trans>
          {partner} sent a closing request for {hours}. Confirm it by {confirmBy}; otherwise the system
          completes the project with these hours and you get no points.
        </Trans>
      </p>
      <div>
        <Button icon={<CheckCheck size={18} aria-hidden="true" />} onClick={onConfirm}>
          <Trans>Confirm {hours}</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * A highlighted card at the top of the dashboard while a closing request waits for the member.
 * Once confirmed it says so and takes the focus, since the button that was pressed is gone.
 */
export function WaitingClosingRequests({ projects }: { projects: readonly MyProjectView[] }) {
  const [confirming, setConfirming] = useState<MyProjectView | null>(null);
  const [confirmed, setConfirmed] = useState<MyProjectView | null>(null);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const waiting = waitingForMe(projects);
  // After the dialog has given the focus back (to a button that is gone now).
  useEffect(() => {
    if (!confirmed) return;
    const frame = requestAnimationFrame(() => sectionRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [confirmed]);
  if (waiting.length === 0 && !confirming && !confirmed) return null;
  const partner = confirmed?.partner.fullName ?? '';
  const hours = hoursText(confirmed?.sessionCount ?? 0);
  return (
    <section ref={sectionRef} tabIndex={-1} className={styles.waitingCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.waitingTitle}>
        <BellRing size={20} aria-hidden="true" />
        {waiting.length > 0 ? (
          <Trans>A closing request waits for you</Trans>
        ) : (
          <Trans>Closing request confirmed</Trans>
        )}
      </h2>
      {confirmed ? (
        <p className={styles.waitingText}>
          <Trans>
            The project with {partner} is completed with {hours}; your points are updated.
          </Trans>
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <ul className={styles.projectList}>
          {waiting.map((project) => (
            <WaitingRequest key={project.id} project={project} onConfirm={() => setConfirming(project)} />
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmClosingDialog
            project={confirming}
            onClose={() => setConfirming(null)}
            onDone={(saved) => {
              setConfirming(null);
              setConfirmed(saved);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
