import * as cardStyles from './card.css.ts';
import * as chartStyles from './charts/charts.css.ts';
import * as styles from './skeleton.css.ts';
import { Skeleton, SkeletonText } from './skeleton.tsx';
import * as statStyles from './stat.css.ts';

// The shapes of the areas' dashboards on their way (figures, cards, charts): with the areas'
// entry (`@coach/kit/area`), not the main one every public page downloads.

/** The figures of a StatGrid on their way: `count` boxes of a figure's very size and spacing. */
export function SkeletonStats({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={statStyles.grid}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are identical placeholders and never reorder.
        <div key={index} className={statStyles.stat}>
          <span className={styles.statHead}>
            <Skeleton width="55%" />
            <Skeleton width={36} height={36} className={styles.statIcon} />
          </span>
          <Skeleton width="40%" className={styles.statValue} />
          <SkeletonText lines={1} />
        </div>
      ))}
    </div>
  );
}

/**
 * A Card on its way: the card's surface and padding, a title line, and `lines` of text or, with
 * `chart`, the box a chart is drawn in (its height on phones and on wider screens).
 */
export function SkeletonCard({
  lines = 3,
  chart = false,
  className,
}: {
  lines?: number;
  chart?: boolean;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={[cardStyles.card, className ?? ''].filter(Boolean).join(' ')}>
      <div className={[cardStyles.header, styles.cardTitle].join(' ')}>
        <Skeleton width="45%" height="1.25em" />
      </div>
      {chart ? <SkeletonChart /> : <SkeletonText lines={lines} />}
    </div>
  );
}

/** The box a chart is drawn in, on its way. */
export function SkeletonChart() {
  return (
    <span aria-hidden="true" className={[chartStyles.plotBox, styles.chartBox].join(' ')}>
      <Skeleton height="100%" />
    </span>
  );
}
