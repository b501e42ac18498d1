import { useId } from 'react';
import * as styles from './users.css.ts';

export type FilterOption = { value: string; label: string };

/**
 * A filter of the list: the platform's own select, which every keyboard, screen reader and phone
 * knows; its first option ("all") is the empty value.
 */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** The first option, meaning "no filter"; omitted for a choice that always has a value (the order). */
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
