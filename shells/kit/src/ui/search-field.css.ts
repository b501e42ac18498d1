import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inputWithButton } from './field.css.ts';

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  inputWithButton,
  {
    paddingInlineStart: '40px',
    // The browser's own clear button would double ours.
    selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
  },
]);
