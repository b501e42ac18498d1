import { globalStyle, style } from '@vanilla-extract/css';
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

export const sidebarHidden = style({ display: 'none' });

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

export const sidebarFoot = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
});

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

export const topBarBrand = style({ '@media': { [desktop]: { display: 'none' } } });

export const spacer = style({ flex: 1 });

export const hideOnPhone = style({ '@media': { '(max-width: 599px)': { display: 'none' } } });

export const userChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  '@media': { '(max-width: 899px)': { display: 'none' } },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl } },
});

export const drawer = style({
  margin: 0,
  padding: 0,
  border: 0,
  height: '100vh',
  maxHeight: '100vh',
  width: `min(${layout.sidebarFull + 24}px, 86vw)`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const drawerInner = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const drawerHead = style([sidebarHead, { justifyContent: 'space-between' }]);

export const sidebarNavRegion = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
