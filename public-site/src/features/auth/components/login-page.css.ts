// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footnote = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const signedIn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** "Signing you in…" while a provider's return is read. */
export const returning = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  minHeight: '8rem',
  color: vars.color.textMuted,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
