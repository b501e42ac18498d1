import { type ReactNode, useId } from 'react';
import * as styles from './accordion.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export type RadioOption<Value extends string> = { readonly value: Value; readonly label: ReactNode };

/**
 * A small, unbound choice of one option, e.g. inside a dialog. The browser's own radio buttons of
 * one name: one tab stop for the group, arrow keys move between options and choose (no react-aria,
 * so a form with a choice does not bring its core; issue 30).
 */
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
  const name = useId();
  return (
    <div role="radiogroup" className={styles.radios} aria-label={label}>
      {description ? <p className={styles.radioLabel}>{description}</p> : null}
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.radio}
          data-selected={option.value === value || undefined}
        >
          <input
            type="radio"
            className={visuallyHidden}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.radioDot} aria-hidden="true" />
          {option.label}
        </label>
      ))}
    </div>
  );
}
