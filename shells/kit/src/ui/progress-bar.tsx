import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import * as styles from './progress-bar.css.ts';

export type ProgressBarProps = {
  label: string;
  /** 0–100; leave out while the amount is not known (indeterminate). */
  value?: number;
  /** Replaces the percentage ("12 of 40 rows"). */
  valueLabel?: string;
};

/** How far an upload or an import has come (react-aria: role progressbar with its value). */
export function ProgressBar({ label, value, valueLabel }: ProgressBarProps) {
  const known = typeof value === 'number';
  return (
    <AriaLocale>
      <AriaProgressBar
        className={styles.progress}
        value={known ? Math.min(100, Math.max(0, value)) : undefined}
        isIndeterminate={!known}
        valueLabel={valueLabel}
      >
        {({ percentage, valueText }) => (
          <>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{known ? valueText : null}</span>
            <div className={styles.track}>
              <div
                className={[styles.fill, known ? '' : styles.indeterminate].join(' ')}
                style={{ width: known ? `${percentage ?? 0}%` : undefined }}
              />
            </div>
          </>
        )}
      </AriaProgressBar>
    </AriaLocale>
  );
}
