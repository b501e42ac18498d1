// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const count = style({ margin: 0, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const frame = style({
  width: '100%',
  minHeight: '24rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const itemTitle = style({ margin: 0, fontSize: '1rem' });

/** The saved filters: each a button that applies it and a small one that deletes it. */
export const savedList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const savedItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
