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
  marginBottom: vars.space.md,
});

/** The member the list is narrowed to, with the way back to everyone. */
export const memberFilter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { '(max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** Words an administrator wrote (an abort or override reason), set apart as quoted. */
export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** A thread as an administrator reads it (ADR 0057). */
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '24rem',
  overflowY: 'auto',
});

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
