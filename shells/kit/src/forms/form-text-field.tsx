import { useState } from 'react';
import { Input, TextArea, TextField } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { FieldHelp, FieldLabel, joinClasses } from './field-parts.tsx';

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
  return (
    <TextField
      className={joinClasses(styles.field, className)}
      name={field.name}
      type={type}
      value={shown}
      onChange={(value) => {
        if (!isNumber) return field.onChange(value);
        setTyped(value);
        field.onChange(toNumber(value));
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      isInvalid={error !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled || field.disabled}
      validationBehavior="aria"
      autoComplete={input.autoComplete}
      inputMode={input.inputMode ?? (isNumber ? 'decimal' : undefined)}
      maxLength={input.maxLength}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={field.ref} className={styles.control} placeholder={input.placeholder} />
      <FieldHelp description={description} error={error} />
    </TextField>
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
  return (
    <TextField
      className={joinClasses(styles.field, className)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled || field.disabled}
      validationBehavior="aria"
      maxLength={maxLength}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <TextArea ref={field.ref} className={styles.textArea} rows={rows} placeholder={placeholder} />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}
