import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const position = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textAlign: 'center',
});

export const range = style({ color: vars.color.textMuted });
