import { Button, LoadingBlock } from '@coach/kit';
import { lazyNamed } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { MyProjectView } from '../api/projects.ts';
import { hoursText } from './counts.ts';
import * as projectStyles from './projects.css.ts';
import * as styles from './session-log.css.ts';

// The log's panel (its sessions, the logging form with its day picker, the confirm and dispute
// dialogs) comes when it is opened: the page lists the projects first (issue 30).
const SessionLogPanel = lazyNamed(() => import('./session-log-panel.tsx'), 'SessionLogPanel');

/** What the log adds up to, from the project's own figures (no need to open it). */
function LogSummary({ project }: { project: MyProjectView }) {
  const { confirmedHours, pendingHours } = project.sessionLog;
  if (confirmedHours === 0 && pendingHours === 0) {
    return (
      <span className={projectStyles.muted}>
        <Trans>No session logged yet</Trans>
      </span>
    );
  }
  const confirmed = hoursText(confirmedHours);
  const pending = hoursText(pendingHours);
  return (
    <span className={projectStyles.muted}>
      <Trans>
        {confirmed} confirmed, {pending} waiting
      </Trans>
    </span>
  );
}

/**
 * The session log of a project, folded under its block so that a page of several projects stays
 * short (on a phone too): a button with `aria-expanded` opens it, and the log is only read then.
 */
export function SessionLogSection({
  project,
  defaultOpen = false,
}: {
  project: MyProjectView;
  /** Open from the start: the page was opened on this project (the reminder mail's link). */
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={styles.section}>
      <div className={styles.toggleRow}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          icon={<ChevronDown size={16} aria-hidden="true" className={styles.chevron} />}
          onClick={() => setOpen((was) => !was)}
        >
          <Trans>Session log</Trans>
        </Button>
        <LogSummary project={project} />
      </div>
      {open ? (
        <Suspense fallback={<LoadingBlock label={t`Loading the session log…`} />}>
          <SessionLogPanel project={project} id={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}
