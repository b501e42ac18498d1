import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const name = style({ whiteSpace: 'nowrap' });
