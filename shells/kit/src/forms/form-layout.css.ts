import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const phone = '(max-width: 599px)';

const actionsBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const actions = styleVariants({
  start: [actionsBase, { justifyContent: 'flex-start' }],
  end: [actionsBase, { justifyContent: 'flex-end' }],
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

const gridBase = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const grid = styleVariants({
  1: [gridBase],
  2: [
    gridBase,
    { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', alignItems: 'start' },
  ],
});
