import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const languageCode = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });

// Which of the theme toggle's two icons shows: decided by the same rules as the colours
// (theme/global-theme.css.ts), so it is right in pre-rendered HTML before any script runs.
const darkMedia = '(prefers-color-scheme: dark)';

/** Shown while the page is dark (the sun: "switch to light"). */
export const inDarkMode = style({
  display: 'none',
  selectors: { ':root[data-theme="dark"] &': { display: 'block' } },
  '@media': { [darkMedia]: { selectors: { ':root:not([data-theme]) &': { display: 'block' } } } },
});

/** Shown while the page is light (the moon: "switch to dark"). */
export const inLightMode = style({
  selectors: { ':root[data-theme="dark"] &': { display: 'none' } },
  '@media': { [darkMedia]: { selectors: { ':root:not([data-theme]) &': { display: 'none' } } } },
});
