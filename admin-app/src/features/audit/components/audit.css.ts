// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The list's filters: the kit's one look for a label above a native select. */
export { filter, filterLabel, select } from '@coach/kit/ui/filter-select.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const diffScroll = style({ overflowX: 'auto' });

export const diff = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const diffCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const changedRow = style({ background: vars.color.warningSoft });

export const removed = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const added = style({ fontWeight: vars.fontWeight.medium });
