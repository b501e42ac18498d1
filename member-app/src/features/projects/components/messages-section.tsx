import { Button, LoadingBlock } from '@coach/kit';
import { lazyNamed } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { MyProjectListItem } from '../api/projects.ts';
import * as projectStyles from './projects.css.ts';
import * as styles from './session-log.css.ts';

// The thread comes when it is opened, like the session log: the page lists the projects first.
const MessagesPanel = lazyNamed(() => import('./messages-panel.tsx'), 'MessagesPanel');

/**
 * A project's messages, folded under its block: a button with `aria-expanded` opens them, and says
 * how many of the partner's messages wait unread.
 */
export function MessagesSection({
  project,
  defaultOpen = false,
}: {
  project: MyProjectListItem;
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const partner = project.partner.fullName;
  const unread = project.unreadMessages;
  return (
    <div className={styles.section}>
      <div className={styles.toggleRow}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          icon={<MessagesSquare size={16} aria-hidden="true" />}
          onClick={() => setOpen((was) => !was)}
        >
          {unread > 0 ? <Trans>Messages ({unread} new)</Trans> : <Trans>Messages</Trans>}
        </Button>
        <span className={projectStyles.muted}>
          <Trans>Write to {partner} here; your e-mail address stays private.</Trans>
        </span>
      </div>
      {open ? (
        <Suspense fallback={<LoadingBlock label={t`Loading the messages…`} />}>
          <MessagesPanel project={project} id={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}
