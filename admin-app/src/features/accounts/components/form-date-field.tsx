import { Button } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import * as styles from './date-field.css.ts';

/**
 * Days in the programme are days in Istanbul. Türkiye keeps UTC+3 all year (no summer time since
 * 2016), so a day ends at 23:59:59+03:00.
 */
const dayInIstanbul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `2027-06-30T20:59:59.000Z` → `2027-06-30`; anything unreadable → empty. */
export function dayOf(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : dayInIstanbul.format(moment);
}

/** `2027-06-30` → the last second of that day in Istanbul, as the API takes moments. */
export function endOfDay(day: string): string {
  return `${day}T23:59:59+03:00`;
}

type FormDateFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
};

/**
 * A day bound to a form field that holds an ISO moment (the end of that day in Istanbul), or null
 * when cleared. The browser's own date input: keyboard and screen-reader support and a picker in
 * the page's language. (The kit has no react-aria date field yet; apps may not import react-aria
 * themselves, ADR 0016. When the kit gets one, this is the one place to swap.)
 */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
}: FormDateFieldProps<Values>) {
  const { t } = useLingui();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const day = dayOf(field.value);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          ref={field.ref}
          type="date"
          className={styles.input}
          value={day}
          onChange={(event) => field.onChange(event.target.value ? endOfDay(event.target.value) : null)}
          onBlur={field.onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
        {day ? (
          <Button variant="ghost" size="sm" onClick={() => field.onChange(null)}>
            {t`Clear`}
          </Button>
        ) : null}
      </div>
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
