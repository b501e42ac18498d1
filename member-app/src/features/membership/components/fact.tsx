import type { ReactNode } from 'react';
import * as styles from './membership.css.ts';

/** One labelled fact (package, end date, price…), inside a `<dl>`. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
