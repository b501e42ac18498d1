import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { joinClasses, PlainFieldHelp, PlainFieldLabel, plainDescribedBy } from './field-parts.tsx';

// The browser's own input and textarea with their label, description and error tied to them
// (`htmlFor`, aria-describedby, aria-invalid, aria-required): react-aria's TextField added nothing a
// text input lacks, and it brought react-aria's core (about 17 KiB gzip) to every page that shows a
// form (issue 30). As with react-aria's `validationBehavior="aria"`, a required field says so with
// aria-required and the schema checks it, not the browser.

export type FormTextFieldProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> &
  FieldTexts & {
    /**
     * `number` keeps a number in the form (null when empty; the typed text when it is not a number
     * yet, so the schema reports it). For fields that take negative numbers pass `inputMode="text"`:
     * phone keyboards for `decimal` have no minus key.
     */
    type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url' | 'search';
    placeholder?: string;
    maxLength?: number;
  };

/** A text input bound to a form field: label, description and error tied to it. */
export function FormTextField<Values extends FieldValues, Output>(props: FormTextFieldProps<Values, Output>) {
  const { label, description, isRequired, isDisabled, className, type = 'text', ...input } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const isNumber = type === 'number';
  // While a number is being typed, the field shows exactly what was typed ("-", "1.", "") rather
  // than the form's value read back, which would turn "-" into nothing and a cleared field into
  // its default value.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = isNumber && typed !== null ? typed : field.value == null ? '' : String(field.value);
  const id = useId();
  return (
    <div className={joinClasses(styles.field, className)}>
      <PlainFieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainFieldLabel>
      <input
        ref={field.ref}
        id={id}
        className={styles.control}
        name={field.name}
        type={type}
        value={shown}
        onChange={(event) => {
          const value = event.target.value;
          if (isNumber) setTyped(value);
          field.onChange(isNumber ? toNumber(value) : value);
        }}
        onBlur={() => {
          setTyped(null);
          field.onBlur();
        }}
        aria-invalid={error !== undefined ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={plainDescribedBy(id, description, error)}
        disabled={isDisabled || field.disabled}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode ?? (isNumber ? 'decimal' : undefined)}
        maxLength={input.maxLength}
        placeholder={input.placeholder}
      />
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}

/** Blank is null (not undefined, which would bring the default value back); text stays text. */
function toNumber(value: string): number | string | null {
  if (value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isNaN(number) ? value : number;
}

export type FormTextAreaProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> &
  FieldTexts & { rows?: number; maxLength?: number; placeholder?: string };

/** A multi-line text bound to a form field. */
export function FormTextArea<Values extends FieldValues, Output>(props: FormTextAreaProps<Values, Output>) {
  const { label, description, isRequired, isDisabled, className, rows = 4, maxLength, placeholder } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const id = useId();
  return (
    <div className={joinClasses(styles.field, className)}>
      <PlainFieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainFieldLabel>
      <textarea
        ref={field.ref}
        id={id}
        className={styles.textArea}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error !== undefined ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={plainDescribedBy(id, description, error)}
        disabled={isDisabled || field.disabled}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
      />
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}
