import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** A popover panel: as wide as a phone allows, at most 400 px, scrolling within the window's height. */
export const panel = style({
  width: 'min(400px, calc(100vw - 16px))',
  maxHeight: 'min(560px, calc(100vh - 96px))',
  overflowY: 'auto',
  padding: vars.space.sm,
  outline: 'none',
});
