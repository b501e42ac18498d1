import { useLingui } from '@lingui/react/macro';
import * as styles from './spinner.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

type SpinnerProps = {
  size?: number;
  /** Inside a button that already says it is busy: no announcement of its own. */
  decorative?: boolean;
  label?: string;
};

export function Spinner({ size = 24, decorative = false, label }: SpinnerProps) {
  const { t } = useLingui();
  const svg = (
    <svg
      className={styles.spinner}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className={styles.status}>
      {svg}
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
    </span>
  );
}
