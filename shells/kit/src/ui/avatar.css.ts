import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});

export const size = styleVariants({
  small: [base, { width: '32px', height: '32px', fontSize: vars.fontSize.xs }],
  medium: [base, { width: '48px', height: '48px', fontSize: vars.fontSize.md }],
  large: [base, { width: '96px', height: '96px', fontSize: vars.fontSize.xxl }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
