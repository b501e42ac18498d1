import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { item } from './menu-popover.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  minHeight: '40px',
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The trigger is the browser's own button (action-menu.tsx).
    '&:hover, &:active, &[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A destructive action's item: the kit's menu item (menu-popover.css.ts), in the danger colour. */
export const dangerItem = style([
  item,
  { color: vars.color.danger, selectors: { '&[data-focused]': { background: vars.color.dangerSoft } } },
]);
