// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const profile = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  '@media': { '(max-width: 479px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const proof = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const proofColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The reviewer's words, set apart as a quotation. */
export const reason = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

/** A chart across the whole row of cards. */
export const wide = style({ gridColumn: '1 / -1' });

export const projectList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const projectRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { '(max-width: 479px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const projectText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A closing request waiting for the member: set apart so that it is not missed. */
export const waitingCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: '6px',
  background: vars.color.warningSoft,
  color: vars.color.text,
  '@media': { '(max-width: 599px)': { padding: vars.space.lg } },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const waitingTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const waitingItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const waitingText = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** "13 hours coached that count": the figure large, its words beside it. */
export const total = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xs });

export const totalValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** What coaching still needs: a short list of steps, each a link where a page takes it. */
export const needs = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** The next scheduled sessions (ADR 0056). */
export const upcoming = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The private calendar feed: its address (selectable, wrapping on a phone) and its buttons. */
export const feed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  minWidth: 0,
});

export const feedUrl = style({
  width: '100%',
  minWidth: 0,
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const feedActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
