import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Wide tables scroll sideways inside their card on phones; the page itself never widens. */
export const scroller = style({
  // A positioning container, so that visually hidden headings (absolutely positioned) stay inside
  // the scroll box instead of widening the page on phones.
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-sorted="true"]': { color: vars.color.text },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  color: vars.color.text,
});

/** Rows of the previous answer stay while the next one loads, dimmed. */
export const staleBody = style({ opacity: 0.55, transition: `opacity ${vars.duration.normal}` });

export const messageCell = style([
  cell,
  { padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted },
]);
