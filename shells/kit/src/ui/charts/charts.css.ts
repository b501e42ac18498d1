import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const figure = style({ margin: 0, minWidth: 0 });

/** chart.js sizes the canvas to this box (responsive, no fixed aspect ratio). */
export const canvasBox = style({
  position: 'relative',
  width: '100%',
  height: '280px',
  '@media': { '(max-width: 599px)': { height: '220px' } },
});

/** The canvas's parent, which chart.js measures: the whole box. */
export const canvasFrame = style({ position: 'relative', width: '100%', height: '100%' });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});
