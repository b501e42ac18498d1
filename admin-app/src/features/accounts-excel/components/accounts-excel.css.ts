// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hintList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The error report: tall files scroll inside the dialog, the header row stays in view. */
export const report = style({
  maxHeight: '320px',
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
});

export const rowNumber = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const column = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const skipped = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
