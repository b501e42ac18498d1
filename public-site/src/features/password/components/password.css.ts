// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footnote = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A result in place of the form: link on its way, link refused, no link at all. */
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const outcomeHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const outcomeIcon = styleVariants({
  success: { color: vars.color.success, flexShrink: 0 },
  warning: { color: vars.color.warning, flexShrink: 0 },
  info: { color: vars.color.info, flexShrink: 0 },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** The password rules under the field: block items inside the field's description. */
export const checklist = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.xs });

export const rule = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const ruleState = styleVariants({
  met: { color: vars.color.success, flexShrink: 0 },
  unmet: { color: vars.color.textMuted, flexShrink: 0 },
});

export const ruleMet = style({ color: vars.color.text });
