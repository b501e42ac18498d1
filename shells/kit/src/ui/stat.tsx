import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './stat.css.ts';

/** A labelled group of key figures; each Stat is a term and its value. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label}>
      <dl className={styles.grid}>{children}</dl>
    </section>
  );
}

type StatProps = { label: ReactNode; value: ReactNode; icon?: LucideIcon; note?: ReactNode };

/** One key figure: its name, the value in large type, and an optional note. */
export function Stat({ label, value, icon: Icon, note }: StatProps) {
  return (
    <div className={styles.stat}>
      <dt className={styles.head}>
        <span>{label}</span>
        {Icon ? (
          <span className={styles.icon} aria-hidden="true">
            <Icon size={18} />
          </span>
        ) : null}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  );
}
