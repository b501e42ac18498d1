import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Positioned: the visually hidden table inside is placed (and clipped) within the chart. */
export const figure = style({ position: 'relative', margin: 0, minWidth: 0 });

/** The box the SVG fills: the container's width, a fixed height (lower on a phone). */
export const plotBox = style({
  position: 'relative',
  width: '100%',
  height: '280px',
  '@media': { '(max-width: 599px)': { height: '220px' } },
});

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px', fontFamily: 'inherit' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });

/** The zero line, where values may go below it (a score). */
export const zeroLine = style({ stroke: vars.color.textMuted, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const line = style({ fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const point = style({ stroke: vars.color.surface, strokeWidth: 1.5 });

export const slice = style({ stroke: vars.color.surface, strokeWidth: 2 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ display: 'inline-block', width: '12px', height: '12px', borderRadius: '3px' });

export const legendValue = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** "Show the numbers": a quiet text button under the chart. */
export const tableToggle = style({
  display: 'block',
  margin: `${vars.space.sm} auto 0`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** The table when shown: as wide as the chart at most, scrolling sideways within itself. */
export const tableBox = style({ marginTop: vars.space.sm, maxWidth: '100%', overflowX: 'auto' });

export const table = style({ borderCollapse: 'collapse', margin: '0 auto', fontSize: vars.fontSize.sm });

export const caption = style({
  padding: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  textAlign: 'start',
});

const cellPadding = `${vars.space.xxs} ${vars.space.sm}`;

export const headCell = style({
  padding: cellPadding,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const rowHead = style({
  padding: cellPadding,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: cellPadding,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
