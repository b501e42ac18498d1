import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import * as cardStyles from './card.css.ts';
import * as chartStyles from './charts/charts.css.ts';
import * as styles from './skeleton.css.ts';
import * as statStyles from './stat.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

type Size = number | string;

const cssSize = (value: Size | undefined) => (typeof value === 'number' ? `${value}px` : value);

type SkeletonProps = {
  /** Height of the block (px or any CSS length); default one line of text. */
  height?: Size;
  /** Width of the block (px or any CSS length); default the whole width. */
  width?: Size;
  /** A circle or a pill (avatars, badges) instead of a block with small corners. */
  round?: boolean;
  className?: string;
};

/**
 * The shape of something on its way: a block of the size the real content will have, so that
 * nothing moves when it arrives. Hidden from screen readers: the loading region around it says
 * what is loading (`aria-busy` and a status, see SkeletonRegion).
 */
export function Skeleton({ height, width, round = false, className }: SkeletonProps) {
  // Unset sizes come from the class names (default: a line's height, the whole width).
  const style: CSSProperties = {};
  if (height !== undefined) style.height = cssSize(height);
  if (width !== undefined) style.width = cssSize(width);
  const classes = [styles.bone, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} style={style} />;
}

// Ragged right edges, like real text; the last line is the shortest, as a paragraph's is.
const lineWidths = ['100%', '92%', '96%', '88%', '94%'];

/** Lines of text on their way (a paragraph, a list's rows); the last one shorter. */
export function SkeletonText({
  lines = 3,
  width,
  className,
}: {
  lines?: number;
  /** How wide the text runs (default the whole width): a name, a short sentence. */
  width?: Size;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.lines, className ?? ''].filter(Boolean).join(' ')}
      style={width === undefined ? undefined : { width: cssSize(width) }}
    >
      {Array.from({ length: lines }, (_, index) => {
        const width = index === lines - 1 && lines > 1 ? '60%' : lineWidths[index % lineWidths.length];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders and never reorder.
          <span key={index} className={[styles.bone, styles.line].join(' ')} style={{ width }} />
        );
      })}
    </span>
  );
}

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
    <span aria-hidden="true" className={[chartStyles.canvasBox, styles.chartBox].join(' ')}>
      <Skeleton height="100%" />
    </span>
  );
}

/**
 * A region whose content is loading: `aria-busy` while it loads, and a status that says what is
 * loading (read once by screen readers), around the placeholder shapes (`children`). The status
 * takes no room: the shapes are laid out as the content they stand for (`className`).
 */
export function SkeletonRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={className}>
      {/* Out of the flow (absolutely placed): it takes no gap in a flex or grid layout. */}
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The generic placeholder of a page or a card whose data is on its way (lines of text), where no
 * shape of its own was drawn. Says what is loading to screen readers.
 */
export function LoadingBlock({ label, lines = 4 }: { label?: string; lines?: number }) {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={label ?? t`Loading…`} className={styles.block}>
      <SkeletonText lines={lines} />
    </SkeletonRegion>
  );
}
