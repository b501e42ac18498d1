import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
