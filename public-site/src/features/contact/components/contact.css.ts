// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/**
 * The honeypot: out of sight and out of the tab order, so people never fill it; form-filling
 * robots, which read the markup, do. Not `display: none`, which some robots skip.
 */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const outcomeHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const outcomeIcon = style({ color: vars.color.success, flexShrink: 0 });

export const footnote = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
