import type { ReactNode } from 'react';
import * as styles from './page-container.css.ts';

/** Centres a public page's content at a readable width. */
export function PageContainer({
  children,
  width = 'wide',
}: {
  children: ReactNode;
  width?: keyof typeof styles.width;
}) {
  return <div className={styles.width[width]}>{children}</div>;
}
