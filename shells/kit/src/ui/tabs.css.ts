import { globalStyle, style } from '@vanilla-extract/css';
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

/** The width the page's column needs for the section tabs to stand beside it (LinkTabs' `sections`). */
const wide = '(min-width: 760px)';

/** What the section tabs measure: the width the page gives them, with or without the app's sidebar. */
export const sectionFrame = style({ containerType: 'inline-size', minWidth: 0 });

/**
 * LinkTabs' `sections`: where the page is wide enough the tabs are a column at its start, each
 * marked on its inner edge, and the section beside them; narrower, the scrolling row above it.
 */
export const sectionTabs = style([
  tabs,
  {
    '@container': {
      [wide]: { display: 'grid', gridTemplateColumns: '13rem minmax(0, 1fr)', alignItems: 'start' },
    },
  },
]);

globalStyle(`${sectionTabs} ${tabList}`, {
  '@container': {
    [wide]: {
      flexDirection: 'column',
      gap: 0,
      overflowX: 'visible',
      borderBottom: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${sectionTabs} ${tab}`, {
  '@container': {
    [wide]: {
      minHeight: '40px',
      paddingInline: vars.space.md,
      marginBottom: 0,
      marginInlineStart: '-1px',
      borderBottom: 'none',
      borderInlineStart: '3px solid transparent',
      whiteSpace: 'normal',
    },
  },
});

globalStyle(`${sectionTabs} ${tab}[data-selected]`, {
  '@container': { [wide]: { borderInlineStartColor: vars.color.primary } },
});

export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});
