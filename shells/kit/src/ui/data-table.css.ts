import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const frame = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/**
 * The table's region. Its columns are chosen to fit a desktop (ADR 0050), and cells wrap; the
 * region still scrolls sideways as a last resort (a tablet with every column chosen). A positioning
 * container, so that visually hidden headings stay inside the scroll box.
 */
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'bottom',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-sorted="true"]': { color: vars.color.text },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  color: vars.color.text,
  // Long e-mail addresses and names wrap instead of widening the table.
  overflowWrap: 'anywhere',
});

export const checkCell = style({
  width: '1%',
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** Rows of the previous answer stay while the next one loads, dimmed. */
export const staleBody = style({ opacity: 0.55, transition: `opacity ${vars.duration.normal}` });

export const messageCell = style([
  cell,
  { padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted },
]);

export const message = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const pageCheck = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  minHeight: '40px',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const allMatching = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const sortSelect = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const select = style({
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const chooserTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A drawn check box beside a column's name (the item itself is the menuitemcheckbox). */
export const chooserTick = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-checked]': {
      borderColor: vars.color.primary,
      background: `${vars.color.primary} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3 8l3 3 7-7' stroke='white' stroke-width='2.5' fill='none'/%3E%3C/svg%3E") center / 12px no-repeat`,
    },
  },
});

export const cards = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const cardItem = style({ minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const cardTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, minWidth: 0 });

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const cardField = style({ display: 'contents' });

export const cardLabel = style({ color: vars.color.textMuted });

export const cardValue = style({ margin: 0, minWidth: 0, color: vars.color.text });

export const cardActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

const padding = {
  comfortable: `${vars.space.sm} ${vars.space.md}`,
  compact: `${vars.space.xs} ${vars.space.sm}`,
};

/** A plain table's heading cells (`PlainTable`). */
export const plainHeadCell = styleVariants(padding, (value) => ({
  textAlign: 'start',
  padding: value,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
}));

/** Put on each `<td>` of a PlainTable's rows, with the table's density. */
export const plainCell = styleVariants(padding, (value) => ({
  padding: value,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
}));
