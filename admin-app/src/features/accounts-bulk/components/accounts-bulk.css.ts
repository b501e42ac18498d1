// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const count = style({ fontWeight: vars.fontWeight.medium, marginInlineEnd: 'auto' });

export const allMatching = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stack = style({ display: 'grid', gap: vars.space.md });

export const skipped = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
