import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import * as styles from './skeleton.css.ts';
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
