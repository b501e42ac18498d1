import { SkeletonRegion } from '@coach/kit';
import { SkeletonCard, SkeletonStats } from '@coach/kit/area';
import { useLingui } from '@lingui/react/macro';
import * as styles from './dashboard-page.css.ts';

/**
 * The dashboard's shape while its data is on its way: the four figures and the cards, in the
 * grid the real ones fill, so that nothing jumps when they arrive.
 */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading your dashboard…`} className={styles.page}>
      <SkeletonStats count={4} />
      <div className={styles.cards}>
        <SkeletonCard chart className={styles.wide} />
        <SkeletonCard lines={4} />
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
      </div>
    </SkeletonRegion>
  );
}
