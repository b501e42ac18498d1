// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

/** One state of a page: its heading with an icon, what it means, and the way on. */
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': { '(max-width: 599px)': { flexDirection: 'column', alignItems: 'stretch' } },
});
