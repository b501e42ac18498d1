import type { ReactNode } from 'react';
import * as styles from './error-view.css.ts';

type ErrorViewProps = {
  title: ReactNode;
  message: ReactNode;
  illustration?: ReactNode;
  /** Links or buttons that lead on (home, try again). */
  actions?: ReactNode;
};

/** The common frame of the 404 page, the error page and an area that could not be loaded. */
export function ErrorView({ title, message, illustration, actions }: ErrorViewProps) {
  return (
    <div className={styles.wrapper}>
      {illustration ? <div className={styles.illustration}>{illustration}</div> : null}
      <h1 className={styles.title} tabIndex={-1} data-page-title="">
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
