import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// A soft band of light passing over the placeholder. The colours are the theme's own (muted
// surface and border), so the shimmer is as subtle in dark mode as in light mode.
const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const bone = style({
  display: 'block',
  width: '100%',
  height: '1em',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': {
    // Motion is decoration here: without it the placeholder still reads as "on its way".
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    // Windows high contrast paints backgrounds away: an outline keeps the shape visible.
    '(forced-colors: active)': { outline: '1px solid CanvasText' },
  },
});

export const round = style({ borderRadius: vars.radius.full });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One line of text: as tall as a line of body text, so nothing moves when the text arrives. */
export const line = style({
  height: '0.875em',
  marginBlock: `calc((${vars.lineHeight.normal} * 1em - 0.875em) / 2)`,
});

/** A figure's label row: the label, and the icon's square on the other side. */
export const statHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** As tall as a figure's value (large type, tight lines). */
export const statValue = style({ height: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})` });

export const statIcon = style({ flexShrink: 0, borderRadius: vars.radius.md });

/** A card title's line (large type). */
export const cardTitle = style({ fontSize: vars.fontSize.lg });

/** The generic placeholder keeps some air around it, as the content it stands for would. */
export const block = style({ paddingBlock: vars.space.lg });

/** The chart's box is a block even when it stands in a span. */
export const chartBox = style({ display: 'block' });
