import type { ReactNode } from 'react';
import * as styles from './page-title.css.ts';

type PageTitleProps = { children: ReactNode; subtitle?: ReactNode; actions?: ReactNode };

/**
 * The page's one h1. It takes focus after a client-side navigation (tabIndex -1), so screen
 * reader users hear where they arrived (see useFocusOnNavigation).
 */
export function PageTitle({ children, subtitle, actions }: PageTitleProps) {
  return (
    <div className={styles.wrapper}>
      <div>
        <h1 className={styles.heading} tabIndex={-1} data-page-title="">
          {children}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}
