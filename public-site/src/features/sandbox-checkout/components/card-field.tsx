import { TextField, useController, type ZodForm } from '@coach/kit/forms';
import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import type { cardFormSchema } from '../utils/card-form-schema.ts';
import { caretAfterDigits, digitsBeforeCaret } from '../utils/card-format.ts';

export type CardForm = ZodForm<typeof cardFormSchema>;
type CardFieldName = 'cardHolderName' | 'cardNumber' | 'expiry' | 'cvc';

/**
 * One field of the card, bound to the form, shaped as it is typed (`format`). When the shape
 * moves characters around (the card number's groups), the caret stays after the digit it
 * followed (`keepCaret`).
 */
export function CardField({
  form,
  name,
  label,
  format,
  keepCaret = false,
  className,
  ...input
}: {
  form: CardForm;
  name: CardFieldName;
  label: string;
  format?: (value: string) => string;
  keepCaret?: boolean;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const element = inputRef.current;
    if (caret !== null && element && document.activeElement === element)
      element.setSelectionRange(caret, caret);
  });

  return (
    <TextField
      ref={(element) => {
        inputRef.current = element;
        field.ref(element);
      }}
      label={label}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        const typed = event.target.value;
        const shaped = format ? format(typed) : typed;
        if (keepCaret) {
          const caret = event.target.selectionStart ?? typed.length;
          pendingCaret.current = caretAfterDigits(shaped, digitsBeforeCaret(typed, caret));
        }
        field.onChange(shaped);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      aria-required="true"
      spellCheck={false}
      className={className}
      {...input}
    />
  );
}
