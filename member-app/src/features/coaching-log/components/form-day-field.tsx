import { Button } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import * as styles from './coaching-log.css.ts';

type FormDayFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
  /** The latest day the browser's picker offers (`YYYY-MM-DD`); the server checks it again. */
  max?: string;
};

/**
 * A calendar day bound to a form field kept as `YYYY-MM-DD`, or null when cleared. The browser's
 * own date input: keyboard and screen-reader support and a picker in the page's language. (The kit
 * has no react-aria date field yet and apps may not import react-aria themselves, ADR 0016; the
 * admin app's account form does the same for the membership's end.)
 */
export function FormDayField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  max,
}: FormDayFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const day = typeof field.value === 'string' ? field.value : '';
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div className={styles.dateField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.dateRow}>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="date"
          className={styles.dateInput}
          value={day}
          max={max}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
        {day ? (
          <Button variant="ghost" size="sm" onClick={() => field.onChange(null)}>
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
