// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const strong = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** "since 15 January 2026" under a retired package's state, on one line. */
export const since = style([muted, { whiteSpace: 'nowrap' }]);

export const note = style({ minWidth: '180px', overflowWrap: 'anywhere' });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** How the end date moves, under the package choice. */
export const extension = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
