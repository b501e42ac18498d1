import { useLingui } from '@lingui/react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { JobRunItem } from '../api/get-jobs.ts';
import * as styles from './jobs.css.ts';
import { countLabels, nothingDone, outcomeLabels } from './labels.ts';

const icons = { running: LoaderCircle, succeeded: CircleCheck, failed: CircleAlert } as const;

/** A run's outcome as a word with an icon: never colour alone. */
export function RunOutcome({ outcome }: { outcome: JobRunItem['outcome'] }) {
  const { i18n } = useLingui();
  const Icon = icons[outcome];
  return (
    <span className={styles.outcome[outcome]}>
      <Icon size={14} aria-hidden="true" />
      {i18n._(outcomeLabels[outcome])}
    </span>
  );
}

/** "3 sent · 1 to retry"; zero counts are left out, an empty run says so. */
export function useCountsText(): (counts: JobRunItem['counts']) => string {
  const { i18n } = useLingui();
  return (counts) => {
    const parts = Object.entries(counts)
      .filter(([, count]) => count !== 0)
      .map(([key, count]) => {
        const label = countLabels[key];
        return label ? i18n._(label(count)) : `${key}: ${count}`;
      });
    return parts.length > 0 ? parts.join(' · ') : i18n._(nothingDone);
  };
}
