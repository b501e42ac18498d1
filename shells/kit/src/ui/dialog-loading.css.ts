import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Shows only after a moment: a dialog whose code comes at once opens without a flash of this.
const appear = keyframes({ '0%, 60%': { opacity: 0 }, '100%': { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  animation: `${appear} 400ms`,
});

export const disc = style({
  display: 'flex',
  padding: vars.space.md,
  borderRadius: '50%',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});
