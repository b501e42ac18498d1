import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    // react-aria marks keyboard focus itself; the ring sits inside, since the group clips its corners.
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const radios = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  cursor: 'pointer',
  selectors: {
    // The browser's radio input is inside the label (radio-choice.tsx).
    '&:has(:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const radioDot = style({
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
      background: vars.color.accent,
    },
  },
});

export const radioLabel = style({ color: vars.color.textMuted, margin: 0 });
