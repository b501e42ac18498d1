import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const counter = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One step: its number in a circle and its name, over a bar that fills as the steps are done. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingTop: vars.space.sm,
  borderTop: `4px solid ${vars.color.border}`,
});

export const itemState = styleVariants({
  done: { borderTopColor: vars.color.primary },
  current: { borderTopColor: vars.color.primary },
  upcoming: {},
});

const stepBody = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  textAlign: 'start',
});

export const step = style([stepBody]);

/** A done step the person may go back to. */
export const stepButton = style([
  stepBody,
  {
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const currentStep = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const bullet = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const bulletState = styleVariants({
  done: { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  current: { borderColor: vars.color.primary, color: vars.color.primary },
  upcoming: { color: vars.color.textMuted },
});

const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * On a phone the steps are too narrow for their names: the list shows numbers only (the names
 * stay for screen readers) and the counter above names the current step instead.
 */
export const stepLabel = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  '@media': { '(max-width: 599px)': offScreen },
});

/** The current step's name beside "Step 2 of 4": shown on phones, read by screen readers everywhere. */
export const counterLabel = style({
  '@media': { '(min-width: 600px)': offScreen },
});
