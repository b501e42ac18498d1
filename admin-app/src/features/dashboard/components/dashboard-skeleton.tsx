import { SkeletonRegion } from '@coach/kit';
import { SkeletonCard, SkeletonStats } from '@coach/kit/area';
import { useLingui } from '@lingui/react/macro';
import * as styles from './dashboard-page.css.ts';

/**
 * The dashboard's shape while its data is on its way: the seven figures and the three charts'
 * cards, in the grid the real ones fill, so that nothing jumps when they arrive.
 */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading the dashboard…`} className={styles.page}>
      <SkeletonStats count={7} />
      <div className={styles.charts}>
        <SkeletonCard chart className={styles.wide} />
        <SkeletonCard chart />
        <SkeletonCard chart />
      </div>
    </SkeletonRegion>
  );
}
