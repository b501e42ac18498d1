import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // On a phone a long label ("Bana yeni bir bağlantı gönder") wraps inside the button instead of
  // pushing the page sideways; wider screens keep every label on one line.
  '@media': {
    '(max-width: 479px)': {
      whiteSpace: 'normal',
      maxWidth: '100%',
      paddingBlock: vars.space.xs,
      textAlign: 'center',
    },
  },
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          background: vars.color.primaryHover,
          color: vars.color.onPrimary,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          background: vars.color.surfaceMuted,
          color: vars.color.text,
        },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          background: vars.color.surfaceMuted,
          color: vars.color.text,
        },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onDanger,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          filter: 'brightness(0.92)',
          color: vars.color.onDanger,
        },
      },
    },
  ],
});

export const size = styleVariants({
  md: {},
  sm: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  icon: { minHeight: '44px', minWidth: '44px', paddingInline: 0 },
});

export const fullWidth = style({ width: '100%' });
