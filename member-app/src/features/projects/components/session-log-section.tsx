import { Button } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { MyProjectView } from '../api/projects.ts';
import { hoursText } from './counts.ts';
import * as projectStyles from './projects.css.ts';
import * as styles from './session-log.css.ts';
import { SessionLogPanel } from './session-log-panel.tsx';

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
      {open ? <SessionLogPanel project={project} id={panelId} /> : null}
    </div>
  );
}
