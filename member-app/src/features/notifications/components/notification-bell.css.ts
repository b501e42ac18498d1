import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The unread count on the bell: the danger colour, readable on both themes. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const itemBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** An unread notification: bold, with the accent bar at its start. */
export const unreadItem = style([
  itemBase,
  {
    fontWeight: vars.fontWeight.medium,
    borderInlineStart: `4px solid ${vars.color.primary}`,
    background: vars.color.primarySoft,
  },
]);

export const readItem = style([itemBase, { borderInlineStart: '4px solid transparent' }]);

export const when = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });
