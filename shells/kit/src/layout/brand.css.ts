import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const name = style({ whiteSpace: 'nowrap' });

// Hidden from the eye but not from screen readers: the link keeps "Coaching Hours" as its name.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
} as const;

/** The name shows from 380 px: below, the public bar keeps its room for sign-in and the menu. */
export const nameFrom380 = style({ '@media': { '(max-width: 379px)': visuallyHidden } });

/**
 * The app's top bar: from 768 px it also holds the account's controls, and the name gives way
 * to them until 1024 px, where there is room for both again.
 */
export const nameOutsideTablet = style({
  '@media': { '(min-width: 768px) and (max-width: 1023px)': visuallyHidden },
});
