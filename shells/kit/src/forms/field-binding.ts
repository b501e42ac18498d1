import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
  type UseFormReturn,
  useController,
} from 'react-hook-form';

/**
 * How a field finds its form: the form returned by useZodForm, or its `control`, plus the field's
 * name (type-checked against the form's values).
 */
export type FieldBinding<Values extends FieldValues, Output> = { name: FieldPath<Values> } & (
  | { form: UseFormReturn<Values, unknown, Output>; control?: never }
  | { control: Control<Values, unknown, Output>; form?: never }
);

/** What every bound field shows around its control. */
export type FieldTexts = {
  label: ReactNode;
  /** A hint under the label, read with the field. */
  description?: ReactNode;
  /** Marks the field required (a * after the label, aria-required on the control). */
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
};

/**
 * The field's controller. A field whose message is shown is checked again at each change, so the
 * message goes as soon as the answer is right — not when focus leaves, where the form checks first
 * (`onTouched`): a message vanishing at the next tap moves what lies below it, and the tap lands
 * beside what was aimed at (on a phone, a radio and a checkbox below corrected fields missed their
 * taps). Marking the field touched is what makes the form check it on change from then on.
 */
export function useBoundField<Values extends FieldValues, Output>(
  binding: FieldBinding<Values, Output>,
): UseControllerReturn<Values, FieldPath<Values>> {
  const control = binding.control ?? binding.form?.control;
  const controller = useController({ control: control as unknown as Control<Values>, name: binding.name });
  const { field, fieldState } = controller;
  if (fieldState.error === undefined) return controller;
  const onChange: typeof field.onChange = (...changed) => {
    field.onChange(...changed);
    field.onBlur();
  };
  return { ...controller, field: { ...field, onChange } };
}
