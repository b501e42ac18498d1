// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const strong = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** The refusal of a set of ranges, problem by problem. */
export const problems = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const problemList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

export const hint = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm });

export const radios = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  border: 'none',
});

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const radioInput = style({
  width: '1.1rem',
  height: '1.1rem',
  margin: 0,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
