import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchingRunView } from '../api/matching.ts';
import { triggerLabels } from './labels.ts';
import * as styles from './matching.css.ts';
import { PersonLink } from './matching-parts.tsx';

/** How a run was started, and by whom when an administrator started it. */
export function HowStarted({ run }: { run: MatchingRunView }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.stack}>
      <span>{i18n._(triggerLabels[run.trigger])}</span>
      {run.startedBy ? (
        <span className={styles.muted}>
          <Trans>
            by <PersonLink person={run.startedBy} />
          </Trans>
        </span>
      ) : null}
    </div>
  );
}
