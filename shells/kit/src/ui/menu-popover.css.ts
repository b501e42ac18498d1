import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The look of the kit's menus in a popover: the action menu's and the column chooser's.

export const popover = style({
  minWidth: '200px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

/** An item of a menu: a row a finger can take, marked where the focus is. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
