import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A row of tabs that scrolls sideways on a phone instead of wrapping or widening the page. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  marginBottom: '-1px',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    // react-aria's tabs say so with data-*, the link tabs (link-tabs.tsx, links with an href) with the pseudo-classes.
    '&[data-hovered], &[href]:hover': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible], &[href]:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});
