import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { layout } from '../../theme/palettes.ts';

// The public top bar by width (every step measured in both languages, 320–1600 px, issue 10):
// below 480 px the mark, the name (from 380 px), sign in and the menu button; from 480 px the
// light/dark switch too; from 768 px the language and register as well; from 1200 px the menu
// itself instead of its button. CSS only: the pre-rendered HTML is right at every width.
const wide = `(min-width: ${layout.publicMenuBreakpoint}px)`;
const roomy = '(min-width: 480px)';
const cramped = '(max-width: 479px)';
const tablet = '(min-width: 768px)';
const phone = '(max-width: 767px)';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: '1px solid transparent',
  transition: `box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
});

export const elevated = style({ boxShadow: vars.shadow.md, borderBottomColor: vars.color.border });

export const container = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl } },
});

export const bar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '68px',
    '@media': { [cramped]: { gap: vars.space.xs, paddingInline: vars.space.md } },
  },
]);

// A label of the bar never breaks onto a second line ("Ana sayfa", "Giriş yap"): a bar that is
// short of room must fold, not wrap.
globalStyle(`${bar} a, ${bar} button`, { whiteSpace: 'nowrap' });

export const desktopNav = style({
  display: 'none',
  marginInlineStart: vars.space.lg,
  '@media': { [wide]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

/** The brand may give way (its name is the one thing that can), the actions never. */
export const brandSlot = style({ minWidth: 0, flexShrink: 1 });

/** Controls that move into the menu panel below 768 px (language, register). */
export const tabletUp = style({ '@media': { [phone]: { display: 'none' } } });

/** Their place in the panel: shown only where the bar had no room for them. */
export const phoneOnly = style({ '@media': { [tablet]: { display: 'none' } } });

/** Carries the icon button's class too: the doubled class wins whatever the style sheets' order. */
export const menuButton = style({ '@media': { [wide]: { selectors: { '&&': { display: 'none' } } } } });

export const panel = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
    '@media': { [wide]: { display: 'none' } },
  },
]);

export const panelList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelLink = style([navLink, { width: '100%', minHeight: '48px' }]);

/** Language, register (and below 480 px light/dark): all in the bar from 768 px, so the row goes. */
export const panelActions = style({
  '@media': { [tablet]: { display: 'none' } },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const main = style({ flex: 1, width: '100%' });

export const crumbs = style([
  container,
  { paddingTop: vars.space.lg, selectors: { '&:empty': { display: 'none' } } },
]);

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.xl,
  },
]);

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.primary } },
});

/** Dropped from the top bar on the smallest phones (they stay reachable in the menu panel). */
export const roomyOnly = style({ '@media': { [cramped]: { display: 'none' } } });

/** Shown in the menu panel only where the top bar had no room for it. */
export const crampedOnly = style({ '@media': { [roomy]: { display: 'none' } } });
