import { Check } from 'lucide-react';
import { useId, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { joinClasses, PlainFieldHelp, plainDescribedBy } from './field-parts.tsx';
import type { FieldOption } from './form-select.tsx';

// The browser's own checkboxes (a switch is one with role="switch"): keyboard, labels and states
// are the platform's, and a form with a choice no longer brings react-aria's core (about 23 KiB
// gzip with its checkbox, switch and radio parts) to its page (issue 30). The input is visually
// hidden inside its label; the label carries the states the styles draw (`data-selected`, …;
// focus with `:has(:focus-visible)`).

type SingleChoiceProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> & FieldTexts;

/** The drawn box; the real input is the hidden one beside it, which carries the state. */
function CheckboxBox({ isSelected }: { isSelected: boolean }) {
  return (
    <span className={styles.checkbox} aria-hidden="true">
      {isSelected ? <Check size={16} strokeWidth={3} /> : null}
    </span>
  );
}

/** The states a choice's label shows, as data attributes (absent when false). */
function choiceStates(state: { isSelected: boolean; isInvalid?: boolean; isDisabled?: boolean | undefined }) {
  return {
    'data-selected': state.isSelected || undefined,
    'data-invalid': state.isInvalid || undefined,
    'data-disabled': state.isDisabled || undefined,
  };
}

/** One yes/no answer kept as a boolean (accept the rules, send a copy). */
export function FormCheckbox<Values extends FieldValues, Output>(props: SingleChoiceProps<Values, Output>) {
  return <BooleanChoice {...props} kind="checkbox" />;
}

/** An on/off setting that applies as a state (active, show my e-mail), kept as a boolean. */
export function FormSwitch<Values extends FieldValues, Output>(props: SingleChoiceProps<Values, Output>) {
  return <BooleanChoice {...props} kind="switch" />;
}

/**
 * The browser's checkbox bound to a boolean, drawn as a box (an answer: it can be required and
 * wrong) or as a switch (a state: role "switch", never required).
 */
function BooleanChoice<Values extends FieldValues, Output>(
  props: SingleChoiceProps<Values, Output> & { kind: 'checkbox' | 'switch' },
) {
  const { label, description, isDisabled, className, kind } = props;
  const isSwitch = kind === 'switch';
  const isRequired = !isSwitch && props.isRequired;
  const { field, fieldState } = useBoundField(props);
  const id = useId();
  const error = fieldState.error?.message;
  const isSelected = field.value === true;
  const isInvalid = !isSwitch && error !== undefined;
  const disabled = isDisabled || field.disabled;
  return (
    <div className={joinClasses(styles.field, className)}>
      <label className={styles.choice} {...choiceStates({ isSelected, isInvalid, isDisabled: disabled })}>
        <input
          ref={field.ref}
          type="checkbox"
          role={isSwitch ? 'switch' : undefined}
          aria-checked={isSwitch ? isSelected : undefined}
          className={visuallyHidden}
          name={field.name}
          checked={isSelected}
          onChange={(event) => {
            field.onChange(event.target.checked);
            // Ticking is the whole answer: the box counts as touched at once, so a message it
            // answers clears now, not when focus leaves (a vanishing message moves what lies below
            // away from the next tap).
            field.onBlur();
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={plainDescribedBy(id, description, error)}
        />
        {isSwitch ? (
          <span className={styles.track} aria-hidden="true" />
        ) : (
          <CheckboxBox isSelected={isSelected} />
        )}
        <span>
          {label}
          {isRequired ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}

/** Several choices kept as a list of ids (coaching languages, roles). */
export function FormCheckboxGroup<Values extends FieldValues, Output>(
  props: SingleChoiceProps<Values, Output> & {
    options: readonly FieldOption[];
    orientation?: 'vertical' | 'horizontal';
  },
) {
  const { label, description, isRequired, isDisabled, className, options, orientation = 'vertical' } = props;
  const { field, fieldState } = useBoundField(props);
  const error = fieldState.error?.message;
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // react-hook-form focuses the first wrong field through its ref: for a group, its first box.
  const focusTarget = useRef({ focus: () => groupRef.current?.querySelector('input')?.focus() });
  field.ref(focusTarget.current);
  const id = useId();
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  const isInvalid = error !== undefined;
  const disabled = isDisabled || field.disabled;
  return (
    // The group holds its name, its boxes and its help, as react-aria's did.
    <fieldset
      ref={groupRef}
      aria-describedby={plainDescribedBy(id, description, error)}
      aria-invalid={isInvalid || undefined}
      className={joinClasses(styles.field, styles.fieldset, className)}
    >
      <legend className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={orientation === 'horizontal' ? styles.choiceList : styles.choiceGroup}>
        {options.map((option) => {
          const isSelected = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={styles.choice}
              {...choiceStates({ isSelected, isInvalid, isDisabled: disabled })}
            >
              <input
                type="checkbox"
                className={visuallyHidden}
                name={field.name}
                value={option.id}
                checked={isSelected}
                onChange={(event) => {
                  field.onChange(
                    event.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((chosenId) => chosenId !== option.id),
                  );
                  // As for one box: a tick is a whole answer, checked at once.
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                disabled={disabled}
              />
              <CheckboxBox isSelected={isSelected} />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <PlainFieldHelp id={id} description={description} error={error} />
    </fieldset>
  );
}
