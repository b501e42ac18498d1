import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import * as styles from './accordion.css.ts';

export type RadioOption<Value extends string> = { readonly value: Value; readonly label: ReactNode };

/** A small, unbound choice of one option (arrow keys move between options), e.g. inside a dialog. */
export function RadioChoice<Value extends string>({
  label,
  description,
  value,
  onChange,
  options,
}: {
  /** The group's accessible name. */
  label: string;
  /** Shown above the options. */
  description?: ReactNode;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly RadioOption<Value>[];
}) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as Value)}
      className={styles.radios}
      aria-label={label}
    >
      {description ? <p className={styles.radioLabel}>{description}</p> : null}
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={styles.radio}>
          <span className={styles.radioDot} aria-hidden="true" />
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
