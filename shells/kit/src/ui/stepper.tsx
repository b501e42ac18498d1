import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import * as styles from './stepper.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export type StepperStep = { readonly id: string; readonly label: string };

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Where a person is in a task of several steps (a wizard): "Step 2 of 4" and the list of steps,
 * the current one marked with aria-current="step". Done steps become buttons when `onSelect` is
 * given, so a person can go back to one; steps ahead are never links (they are not checked yet).
 */
export function Stepper({
  steps,
  current,
  label,
  onSelect,
}: {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). */
  current: number;
  /** The name of the list, e.g. "Registration steps". */
  label: string;
  onSelect?: (index: number) => void;
}) {
  const { t } = useLingui();
  const position = current + 1;
  const total = steps.length;
  const currentLabel = steps[current]?.label ?? '';
  return (
    <nav className={styles.stepper} aria-label={label}>
      <p className={styles.counter}>
        {t`Step ${position} of ${total}`}
        <span className={styles.counterLabel}>: {currentLabel}</span>
      </p>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          const body = (
            <>
              <span className={[styles.bullet, styles.bulletState[state]].join(' ')} aria-hidden="true">
                {state === 'done' ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.stepLabel}>
                {step.label}
                {state === 'done' ? <VisuallyHidden> {t`(done)`}</VisuallyHidden> : null}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={[styles.item, styles.itemState[state]].join(' ')}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && onSelect ? (
                <button type="button" className={styles.stepButton} onClick={() => onSelect(index)}>
                  {body}
                </button>
              ) : (
                <span className={[styles.step, state === 'current' ? styles.currentStep : ''].join(' ')}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
