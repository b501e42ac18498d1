import type { ReactNode } from 'react';
import * as styles from './pill.css.ts';

export type PillTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/**
 * A short status word (Active, Locked, Pending). The word carries the meaning; the colour only
 * repeats it, and an icon may too.
 */
export function Pill({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: PillTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={styles.tone[tone]}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
}
