import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
  '50%': { transform: 'translateX(20%) scaleX(0.6)' },
  '100%': { transform: 'translateX(100%) scaleX(0.3)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  zIndex: 100,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const bar = style({
  width: '100%',
  height: '100%',
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  transformOrigin: 'left',
  animation: `${slide} 1.1s ease-in-out infinite`,
});
