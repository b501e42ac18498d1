import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const languageCode = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });
