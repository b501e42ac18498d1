import { Pill, useLang } from '@coach/kit';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CalendarX } from 'lucide-react';
import type { MyProjectView } from '../../projects/api/projects.ts';
import { formatDay, sessionGapWarningDays } from '../../projects/components/session-labels.ts';
import * as styles from './dashboard-page.css.ts';

/**
 * How long an open project has gone without a session: a warning from two weeks on (when the
 * server's reminder mail goes out too), otherwise the last session's day, or that none is logged.
 */
export function SessionGap({ sessionLog }: { sessionLog: MyProjectView['sessionLog'] }) {
  const lang = useLang();
  const days = sessionLog.daysWithoutSession;
  if (days !== null && days >= sessionGapWarningDays) {
    return (
      <span>
        <Pill tone="warning" icon={<CalendarX size={14} />}>
          {plural(days, { one: 'No session for # day', other: 'No session for # days' })}
        </Pill>
      </span>
    );
  }
  if (sessionLog.lastSessionOn) {
    const day = formatDay(sessionLog.lastSessionOn, lang);
    return (
      <span className={styles.muted}>
        <Trans>Last session: {day}</Trans>
      </span>
    );
  }
  return (
    <span className={styles.muted}>
      <Trans>No session logged yet</Trans>
    </span>
  );
}
