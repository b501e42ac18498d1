// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

const phone = '(max-width: 599px)';

/** The log under a project: across the whole block, whatever its columns. */
export const section = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const toggleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const subsection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The log form: day and hours side by side on wide screens, the note under them. */
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** One proposed time: the fields of a row, grouped (for their accessible name) without a border. */
export const proposedTime = style([formRow, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One session: what, who, notes, then its buttons (under it on phones). */
export const session = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sessionMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const sessionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const sessionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const quote = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The closing count above the log: a warning the member answers with the box under it. */
export const aboveLog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A proposed or scheduled time: its text, and its buttons at the end (under it on a phone). */
export const planItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const planActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
