import { useLingui } from '@lingui/react';
import { useId } from 'react';
import * as styles from './progress-bar.css.ts';

export type ProgressBarProps = {
  label: string;
  /** 0–100; leave out while the amount is not known (indeterminate). */
  value?: number;
  /** Replaces the percentage ("12 of 40 rows"). */
  valueLabel?: string;
};

/**
 * A progress value as people read it: a whole number in 0–100 (an import's 7 of 50 rows is 14, not
 * 14.000000000000002). Every progress bar and percentage goes through here; a value not yet known
 * (NaN) is 0.
 */
export function wholePercent(value: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * How far an upload, an import or a credential has come: role progressbar with its value, named by
 * its label. Written out, as react-aria's ProgressBar drew it (the same attributes, the percentage
 * in the page's language), rather than taken from it: it sits on the member dashboard, which then
 * downloaded react-aria's widgets for one bar (issue 30).
 */
export function ProgressBar({ label, value, valueLabel }: ProgressBarProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const known = typeof value === 'number';
  const percentage = known ? wholePercent(value) : undefined;
  const valueText =
    percentage === undefined
      ? undefined
      : (valueLabel ??
        new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : 'tr-TR', { style: 'percent' }).format(
          percentage / 100,
        ));
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      aria-valuetext={valueText}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={styles.value}>{valueText}</span>
      <div className={styles.track}>
        <div
          className={[styles.fill, known ? '' : styles.indeterminate].join(' ')}
          style={{ width: percentage === undefined ? undefined : `${percentage}%` }}
        />
      </div>
    </div>
  );
}
