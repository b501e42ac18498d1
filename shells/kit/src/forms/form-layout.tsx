import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import * as styles from './form-layout.css.ts';

/** The buttons under a form: in a row at the end, stacked full-width on phones. */
export function FormActions({ children, align = 'end' }: { children: ReactNode; align?: 'start' | 'end' }) {
  return <div className={styles.actions[align]}>{children}</div>;
}

/**
 * What went wrong with the form as a whole (the server refused for a reason that names no field,
 * or could not be reached). Announced when it appears. Give it the error of the mutation: an
 * ApiError shows the server's message (already in the page's language), anything else a general one.
 */
export function FormError({ error, children }: { error?: unknown; children?: ReactNode }) {
  const { t } = useLingui();
  const message =
    children ??
    (error === null || error === undefined || error === false
      ? null
      : typeof error === 'string'
        ? error
        : isApiError(error)
          ? error.message
          : t`Something went wrong. Please try again.`);
  if (message === null || message === '') return null;
  return (
    <div className={styles.alert} role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      <div>{message}</div>
    </div>
  );
}

/** A column of fields with even spacing; `columns={2}` puts them side by side on wide screens. */
export function FormGrid({ children, columns = 1 }: { children: ReactNode; columns?: 1 | 2 }) {
  return <div className={styles.grid[columns]}>{children}</div>;
}
