import { Card } from '@coach/kit';
import { CircleAlert, CircleCheck, Clock, Info, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from './outcome.css.ts';

const icons: Record<OutcomeTone, LucideIcon> = {
  success: CircleCheck,
  warning: Clock,
  danger: CircleAlert,
  info: Info,
};

export type OutcomeTone = 'success' | 'warning' | 'danger' | 'info';

/**
 * One state of a page (a confirmation, a payment's result, a link that no longer works): a heading
 * that says it, the explanation, and the way on. When it replaces what the user acted on, it takes
 * the focus (`focus`).
 */
export function Outcome({
  tone,
  title,
  children,
  actions,
  focus = false,
  icon,
}: {
  tone: OutcomeTone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  focus?: boolean;
  /** In place of the tone's icon, when another says it better (a mail, a broken link). */
  icon?: LucideIcon;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focus]);
  const Icon = icon ?? icons[tone];
  return (
    <Card>
      <section className={styles.outcome} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.outcomeHeading}>
          <Icon className={styles.outcomeIcon[tone]} size={24} aria-hidden="true" />
          {title}
        </h2>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </Card>
  );
}
