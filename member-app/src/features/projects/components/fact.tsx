import type { ReactNode } from 'react';
import * as styles from './projects.css.ts';

/** One labelled fact of a project (language, start, deadline…), inside the project's `<dl>`. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
