import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});

export const illustration = style({ width: 'min(280px, 70vw)', height: 'auto', color: vars.color.primary });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
