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

export const jump = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const jumpInput = style({
  width: '5.5rem',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const jumpError = style({ flexBasis: '100%', textAlign: 'center', color: vars.color.danger });
