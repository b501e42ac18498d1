import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from '../ui/field.css.ts';

/** A react-aria field's label with the required marker (the control itself says "required"). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * The description and the error of a react-aria field; react-aria links both to the control with
 * aria-describedby. The error shows while the field is invalid.
 */
export function FieldHelp({ description, error }: { description?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <CircleAlert size={16} aria-hidden="true" />
        <span>{error}</span>
      </FieldError>
    </>
  );
}

/** The same two texts for controls that have no react-aria field around them (checkbox, switch). */
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
