import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import * as styles from './session-log.css.ts';

/**
 * A day (`YYYY-MM-DD`) bound to a form field, offered only from `min` to `max`. The browser's own
 * date input: keyboard and screen-reader support and a picker in the page's language, and its
 * value is already the day the API takes. (The kit has no react-aria date field yet, and apps may
 * not import react-aria themselves, ADR 0016; the admin's account form does the same.) Typing can
 * still go past the bounds: the form checks them again before sending.
 */
export function SessionDateField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  min,
  max,
  isRequired = false,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
  min: string;
  max: string;
  isRequired?: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type="date"
        className={styles.input}
        min={min}
        max={max}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        required={isRequired}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      />
      {description ? (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </span>
      ) : null}
    </div>
  );
}
