import { Input, TextArea, TextField } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { FieldHelp, FieldLabel, joinClasses } from './field-parts.tsx';

export type FormTextFieldProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> &
  FieldTexts & {
    /** `number` keeps a number in the form (undefined when empty). */
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
  return (
    <TextField
      className={joinClasses(styles.field, className)}
      name={field.name}
      type={type}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={(value) => field.onChange(isNumber ? toNumber(value) : value)}
      onBlur={field.onBlur}
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

function toNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
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
