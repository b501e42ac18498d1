import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrapper = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
