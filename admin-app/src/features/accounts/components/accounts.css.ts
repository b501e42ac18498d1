// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The list's filters: the kit's one look for a label above a native select. */
export { filter, filterLabel, select } from '@coach/kit/ui/filter-select.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const titleActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The facts of an account that never change, shown above the edit form. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A form inside a dialog (the identity correction): fields one under another. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The identity document and its correction action, side by side while there is room. */
export const factWithAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
