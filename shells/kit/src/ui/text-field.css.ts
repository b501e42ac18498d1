import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const input = style({
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 35%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
