import { Card, VisuallyHidden } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import * as styles from './payment.css.ts';

/** The result's shape while it is read, so the page does not jump when it arrives. */
export function PaymentSkeleton() {
  const { t } = useLingui();
  const bone = (extra: string) => <span className={[styles.bone, extra].join(' ')} />;
  return (
    <Card aria-busy="true">
      <div className={styles.skeleton} role="status">
        <VisuallyHidden>{t`Reading the result of your payment…`}</VisuallyHidden>
        <div aria-hidden="true" className={styles.skeleton}>
          {bone(styles.boneHeading)}
          {bone(styles.boneWide)}
          {bone(styles.boneShort)}
          {bone(styles.boneButton)}
        </div>
      </div>
    </Card>
  );
}
