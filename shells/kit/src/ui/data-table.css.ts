import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Narrow screens scroll the table sideways; the region is focusable so the keyboard scrolls too. */
export const scroller = style({
  // See server-table.css.ts: keeps visually hidden headings inside the scroll box.
  position: 'relative',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const padding = {
  comfortable: `${vars.space.sm} ${vars.space.md}`,
  compact: `${vars.space.xs} ${vars.space.sm}`,
};

export const headCell = styleVariants(padding, (value) => ({
  textAlign: 'start',
  padding: value,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
}));

/** Put on each `<td>` of a DataTable's rows, with the table's density. */
export const cell = styleVariants(padding, (value) => ({
  padding: value,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
}));
