import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import * as styles from '../ui/field.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { joinClasses, PlainFieldHelp } from './field-parts.tsx';

export type FormDayFieldProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> &
  FieldTexts & {
    /** The first and last day the picker offers (`YYYY-MM-DD`); typing can pass them, so schemas check again. */
    min?: string;
    max?: string;
    /** Shows a "Clear" button while a day is set; clearing writes null. */
    isClearable?: boolean;
    /**
     * How the form keeps the day, when not as `YYYY-MM-DD` (e.g. an ISO moment at the end of that
     * day): `toDay` reads the form's value, `fromDay` writes the picked day (null when cleared).
     */
    toDay?: (value: unknown) => string;
    fromDay?: (day: string | null) => unknown;
  };

const asDay = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A calendar day bound to a form field. The browser's own date input: keyboard and screen-reader
 * support, a picker in the page's language, and a value that is already the `YYYY-MM-DD` the API
 * takes. (react-aria's DateField would need @internationalized/date in every remote; one place to
 * swap if the kit takes it.)
 */
export function FormDayField<Values extends FieldValues, Output>(props: FormDayFieldProps<Values, Output>) {
  const { label, description, isRequired, isDisabled, className, min, max, isClearable } = props;
  const toDay = props.toDay ?? asDay;
  const fromDay = props.fromDay ?? ((day: string | null) => day);
  const id = useId();
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const day = toDay(field.value);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div className={joinClasses(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.dayRow}>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="date"
          className={styles.control}
          min={min}
          max={max}
          value={day}
          onChange={(event) => field.onChange(fromDay(event.target.value === '' ? null : event.target.value))}
          onBlur={field.onBlur}
          disabled={isDisabled || field.disabled}
          required={isRequired}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
        {isClearable && day ? (
          <Button variant="ghost" size="sm" onClick={() => field.onChange(fromDay(null))}>
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </div>
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}
