// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export { filter, filterLabel, select } from '@coach/kit/ui/filter-select.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** One report a row: the chart over its table, full width (a phone and a desktop alike). */
export const reports = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failure = style({ margin: 0, color: vars.color.danger });
