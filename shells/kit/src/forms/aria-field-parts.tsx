import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from '../ui/field.css.ts';

// Apart from `field-parts.tsx`: only the fields built on react-aria (choices, pickers) import these,
// so the text fields of `@coach/kit/forms` do not bring react-aria (issue 30).

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
