import { useLingui } from '@lingui/react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { OutboxItem } from '../api/get-outbox.ts';
import { statusLabels } from './labels.ts';
import * as styles from './outbox.css.ts';

const icons = { pending: Clock, sent: CircleCheck, failed: CircleAlert } as const;

/** A mail's status as a word with an icon: never colour alone. */
export function StatusBadge({ status }: { status: OutboxItem['status'] }) {
  const { i18n } = useLingui();
  const Icon = icons[status];
  return (
    <span className={styles.status[status]}>
      <Icon size={14} aria-hidden="true" />
      {i18n._(statusLabels[status])}
    </span>
  );
}
