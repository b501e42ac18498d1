import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './empty-state.css.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** What to do next (a button or a link). */
  action?: ReactNode;
  /** Heading level that keeps the page outline right (default h2). */
  headingLevel?: 2 | 3;
};

/** What a list or a page shows when it has nothing yet, and what to do about it. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
