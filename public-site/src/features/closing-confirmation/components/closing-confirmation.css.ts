// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** One state of the page: its heading with an icon, what it means, and the way on. */
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const outcomeHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const outcomeIcon = styleVariants({
  success: { color: vars.color.success, flexShrink: 0 },
  warning: { color: vars.color.warning, flexShrink: 0 },
  danger: { color: vars.color.danger, flexShrink: 0 },
  info: { color: vars.color.info, flexShrink: 0 },
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': { '(max-width: 599px)': { flexDirection: 'column', alignItems: 'stretch' } },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const personName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** The project's facts: two columns on wide screens, one on phones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** The hours to confirm, in large type: the one number the coachee decides on. */
export const hours = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const deadline = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
