import type { Control, FieldValues, Path } from '@coach/kit/forms';
import { FormDayField } from '@coach/kit/forms';
import type { ReactNode } from 'react';

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
 * when cleared: the kit's day field, reading and writing moments.
 */
export function FormDateField<Values extends FieldValues>(props: FormDateFieldProps<Values>) {
  return (
    <FormDayField {...props} isClearable toDay={dayOf} fromDay={(day) => (day ? endOfDay(day) : null)} />
  );
}
