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
  marginBottom: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const reason = style({ minWidth: '220px', maxWidth: '360px', margin: 0 });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The two requests being paired, side by side (stacked on phones). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  alignItems: 'start',
});

export const chosen = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

/** A notice that is no failure (a run already going on): the info colours, not the danger ones. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

/** The rule the server refused with, before the override reason. */
export const warning = style([
  notice,
  { borderColor: vars.color.warning, background: vars.color.warningSoft },
]);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** Unmatched requests counted by reason: the reason, then the count. */
export const reasons = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
});

export const reasonTerm = style({ margin: 0, overflowWrap: 'anywhere' });

export const reasonCount = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const reasonRow = style({ display: 'contents' });
