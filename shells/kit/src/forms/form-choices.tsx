import { Check, Minus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Checkbox, CheckboxGroup, Switch } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import * as styles from '../ui/field.css.ts';
import { type FieldBinding, type FieldTexts, useBoundField } from './field-binding.ts';
import { FieldHelp, FieldLabel, joinClasses, PlainFieldHelp, plainDescribedBy } from './field-parts.tsx';
import type { FieldOption } from './form-select.tsx';

type SingleChoiceProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> & FieldTexts;

/** The drawn box; the real input is react-aria's hidden one, which carries the state. */
function CheckboxBox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.checkbox} aria-hidden="true">
      {isIndeterminate ? <Minus size={16} strokeWidth={3} /> : null}
      {isSelected && !isIndeterminate ? <Check size={16} strokeWidth={3} /> : null}
    </span>
  );
}

/** One yes/no answer kept as a boolean (accept the rules, send a copy). */
export function FormCheckbox<Values extends FieldValues, Output>(props: SingleChoiceProps<Values, Output>) {
  const { label, description, isRequired, isDisabled, className } = props;
  const { field, fieldState } = useBoundField(props);
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div className={joinClasses(styles.field, className)}>
      <Checkbox
        className={styles.choice}
        name={field.name}
        isSelected={field.value === true}
        onChange={(selected) => {
          field.onChange(selected);
          // Ticking is the whole answer: the box counts as touched at once, so a message it
          // answers clears now, not when focus leaves (a vanishing message moves what lies below
          // away from the next tap).
          field.onBlur();
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        isInvalid={error !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled || field.disabled}
        validationBehavior="aria"
        aria-describedby={plainDescribedBy(id, description, error)}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
            <span>
              {label}
              {isRequired ? (
                <span className={styles.requiredMark} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </Checkbox>
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
  const groupRef = useRef<HTMLDivElement>(null);
  // react-hook-form focuses the first wrong field through its ref: for a group, its first box.
  const focusTarget = useRef({ focus: () => groupRef.current?.querySelector('input')?.focus() });
  field.ref(focusTarget.current);
  return (
    <CheckboxGroup
      ref={groupRef}
      className={joinClasses(styles.field, className)}
      name={field.name}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(value) => {
        field.onChange(value);
        // As for one box: a tick is a whole answer, checked at once.
        field.onBlur();
      }}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled || field.disabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={orientation === 'horizontal' ? styles.choiceList : styles.choiceGroup}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.choice}>
            {({ isSelected, isIndeterminate }) => (
              <>
                <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
                <span>{option.label}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} error={error} />
    </CheckboxGroup>
  );
}

/** An on/off setting that applies as a state (active, show my e-mail), kept as a boolean. */
export function FormSwitch<Values extends FieldValues, Output>(props: SingleChoiceProps<Values, Output>) {
  const { label, description, isDisabled, className } = props;
  const { field, fieldState } = useBoundField(props);
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div className={joinClasses(styles.field, className)}>
      <Switch
        className={styles.choice}
        name={field.name}
        isSelected={field.value === true}
        onChange={(selected) => {
          field.onChange(selected);
          // Ticking is the whole answer: the box counts as touched at once, so a message it
          // answers clears now, not when focus leaves (a vanishing message moves what lies below
          // away from the next tap).
          field.onBlur();
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        isDisabled={isDisabled || field.disabled}
        aria-describedby={plainDescribedBy(id, description, error)}
      >
        <span className={styles.track} aria-hidden="true" />
        <span>{label}</span>
      </Switch>
      <PlainFieldHelp id={id} description={description} error={error} />
    </div>
  );
}
