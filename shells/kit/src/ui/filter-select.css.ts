// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * A list's filter: a label above a native <select> (native, so a phone shows its own picker).
 * The field may shrink below its longest option: a select is as wide as that option, and one
 * long state name must not push a toolbar past a 320 px screen.
 */
export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

export const filterLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const select = style({
  minHeight: '44px',
  maxWidth: '100%',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textOverflow: 'ellipsis',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
