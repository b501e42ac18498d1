// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

const phone = '(max-width: 599px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1040px',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A refusal, or what stands in the way: the reason in words and what fixes it. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const alertBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** One request or project: a bordered block that stacks its parts on phones. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [phone]: { gridTemplateColumns: '1fr', padding: vars.space.md } },
});

/** A closing request waiting for the coachee: set apart so that it is not missed. */
export const highlighted = style({
  borderColor: vars.color.warning,
  borderInlineStartWidth: '4px',
  background: vars.color.warningSoft,
});

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const email = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** Facts as term / value pairs: in columns on wide screens, one under the other on phones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  minWidth: '200px',
  '@media': { [phone]: { minWidth: 0 } },
});

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const waiting = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

/** Points moved: the sign and the word say it; the colour repeats it. */
export const points = styleVariants({
  gain: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  loss: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  none: { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold },
});

export const reason = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
