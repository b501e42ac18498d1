import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layout } from '../../theme/palettes.ts';

const desktop = `(min-width: ${layout.drawerBreakpoint}px)`;
const mobile = `(max-width: ${layout.drawerBreakpoint - 1}px)`;

export const shell = style({ display: 'flex', minHeight: '100vh' });

export const sidebar = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  height: '100vh',
  width: `${layout.sidebarFull}px`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${vars.duration.normal} ease`,
  overflow: 'hidden',
  '@media': { [mobile]: { display: 'none' } },
});

export const sidebarMini = style({ width: `${layout.sidebarMini}px` });

export const sidebarHead = style({
  display: 'flex',
  alignItems: 'center',
  height: `${layout.topBarHeight}px`,
  flexShrink: 0,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  flex: 1,
  overflowY: 'auto',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});

// A long label ("Membership renewal") must not squeeze the icon: the icons keep one size.
globalStyle(`${navLink} svg`, { flexShrink: 0 });

export const navLinkMini = style({ justifyContent: 'center', paddingInline: 0 });

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: `${layout.topBarHeight}px`,
  paddingInline: vars.space.md,
  background: `color-mix(in srgb, ${vars.color.background} 90%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl } },
});

export const topBarBrand = style({ minWidth: 0, '@media': { [desktop]: { display: 'none' } } });

// The two menu buttons also carry the icon button's class, whose `display` would win or lose by
// the order the bundler happens to put the style sheets in: the doubled class outranks it.

/** The button that opens the drawer: below 1200 px only. */
export const drawerOnly = style({ '@media': { [desktop]: { selectors: { '&&': { display: 'none' } } } } });

/** The button that makes the sidebar full or mini: from 1200 px only. */
export const sidebarOnly = style({ '@media': { [mobile]: { selectors: { '&&': { display: 'none' } } } } });

export const spacer = style({ flex: 1 });

/** The user, language, light/dark, settings and sign out: in the bar from 768 px, else in the drawer. */
export const topBarAccount = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { '(max-width: 767px)': { display: 'none' } },
});

export const userChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const userName = style({
  minWidth: 0,
  maxWidth: '220px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * The page at a reading width (1040 px of content), centred in the column: a dashboard's cards
 * and a form's fields do not stretch across a 1440 px screen.
 */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(1040px + 2 * ${vars.space.xl})`,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl } },
});

/** A page that asked for the width (`handle.wide`: a table with many columns). */
export const mainWide = style([main, { maxWidth: '1600px' }]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const motion = '(prefers-reduced-motion: no-preference)';

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  '@media': {
    [motion]: { selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } } },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(${layout.sidebarFull + 24}px, 86vw)`,
  height: '100dvh',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [motion]: {
      selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
    },
  },
});

// On a phone of ordinary height the account part stays in view at the drawer's foot and a long
// menu scrolls above it; on a short screen (a phone held sideways) the whole drawer scrolls.
const tallEnough = '(min-height: 640px)';

export const drawerInner = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflowY: 'auto',
  outline: 'none',
  '@media': { [tallEnough]: { overflowY: 'hidden' } },
});

export const drawerHead = style([sidebarHead, { justifyContent: 'space-between' }]);

export const drawerNav = style({
  flexShrink: 0,
  '@media': { [tallEnough]: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } },
});

export const drawerAccount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginTop: 'auto',
  padding: vars.space.sm,
  paddingBottom: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

/** The user with the settings button. */
export const drawerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

/** Language and light/dark. */
export const drawerControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const sidebarNavRegion = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
