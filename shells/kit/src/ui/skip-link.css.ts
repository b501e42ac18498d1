import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.md,
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', color: vars.color.onPrimary } },
});
