import { ChevronsUpDown } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { useBoundField } from './field-binding.ts';
import { joinClasses, PlainFieldHelp, PlainFieldLabel, plainDescribedBy } from './field-parts.tsx';
import type { ComboBoxTakeOver, FormComboBoxProps } from './form-select.tsx';
import { preloadPickers, useLoadedPickers } from './load-pickers.ts';

/**
 * `@coach/kit/pickers`' combo box (`FormComboBox`: a long list searched by typing), drawn as the
 * browser's input with the chosen option's name until it is reached for: the form it is in is
 * entered, the pointer comes over it, or it is focused. Then react-aria's combo box (about 60 KiB
 * gzip with its list, popover and core) is fetched and takes its place, with the focus, the text
 * typed meanwhile and an open list if one was asked for (↓, the button, typing). A page that opens
 * on such a form (the settings' profile) shows it without downloading react-aria (issue 30).
 */
export function FormLazyComboBox<Values extends FieldValues, Output>(
  props: FormComboBoxProps<Values, Output>,
) {
  const pickers = useLoadedPickers();
  const [takeOver, setTakeOver] = useState<ComboBoxTakeOver>({});
  if (pickers) return <pickers.FormComboBox {...props} {...takeOver} />;
  return <PlainComboBox {...props} takeOver={takeOver} onTakeOver={setTakeOver} />;
}

function PlainComboBox<Values extends FieldValues, Output>(
  props: FormComboBoxProps<Values, Output> & {
    takeOver: ComboBoxTakeOver;
    onTakeOver: Dispatch<SetStateAction<ComboBoxTakeOver>>;
  },
) {
  const { label, description, isRequired, isDisabled, className, options, placeholder } = props;
  const { takeOver, onTakeOver } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const chosen = options.find((option) => option.id === field.value)?.label ?? '';
  const reach = (next: ComboBoxTakeOver) => {
    onTakeOver((current) => ({ ...current, ...next }));
    preloadPickers();
  };
  // Entering the form is reaching for it: the combo box is usually in before its field is.
  useEffect(() => {
    const form = input.current?.form;
    form?.addEventListener('focusin', preloadPickers);
    return () => form?.removeEventListener('focusin', preloadPickers);
  }, []);
  return (
    <div className={joinClasses(styles.field, className)} onPointerEnter={preloadPickers}>
      <PlainFieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainFieldLabel>
      <div className={styles.group}>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={id}
          // What it is once its list has come; until then the list is closed.
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          className={styles.inputWithButton}
          name={field.name}
          value={takeOver.defaultInputValue ?? chosen}
          placeholder={placeholder}
          onFocus={() => reach({ autoFocus: true })}
          // As react-aria's: text that chose nothing goes back to the chosen option's name.
          onBlur={() => {
            onTakeOver({});
            field.onBlur();
          }}
          onChange={(event) =>
            reach({ autoFocus: true, defaultInputValue: event.target.value, openWith: 'input' })
          }
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            reach({ autoFocus: true, openWith: 'manual' });
          }}
          aria-invalid={error !== undefined ? true : undefined}
          aria-required={isRequired ? true : undefined}
          aria-describedby={plainDescribedBy(id, description, error)}
          disabled={isDisabled || field.disabled}
        />
        {/* The pointer's way to the whole list; the keyboard's is ↓ (the same button in react-aria's
            combo box is out of the tab order too). */}
        <span
          className={styles.endButton}
          aria-hidden="true"
          onPointerDown={(event) => {
            if (isDisabled || field.disabled) return;
            event.preventDefault();
            input.current?.focus();
            reach({ autoFocus: true, openWith: 'manual' });
          }}
        >
          <ChevronsUpDown size={18} aria-hidden="true" />
        </span>
      </div>
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}
