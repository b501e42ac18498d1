import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from '../ui/field.css.ts';

/** A plain field's label with the required marker (the control itself says "required"). */
export function PlainFieldLabel({
  htmlFor,
  children,
  isRequired,
}: {
  htmlFor: string;
  children: ReactNode;
  isRequired?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's description and error for controls that have no react-aria field around them. */
export function PlainFieldHelp({
  id,
  description,
  error,
}: {
  id: string;
  description?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

export function plainDescribedBy(id: string, description: ReactNode, error: string | undefined) {
  return (
    [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

export function joinClasses(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}
