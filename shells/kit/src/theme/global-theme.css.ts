import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { accentColors, accentNames, type Mode, modeColors, scale, shadows } from './palettes.ts';

// The theme's values, as global CSS. Only the host imports this file: every app reads the same
// variables through `vars`, so there is exactly one copy of the values on a page.
//
// Selection (the server writes the attributes from cookies before the first paint):
// - `data-theme="light|dark"` on <html> is the user's explicit choice;
// - without it the page follows `prefers-color-scheme`;
// - `data-accent="theme1…theme5"` picks the accent set (default theme1).

const colorsFor = (mode: Mode, accent: (typeof accentNames)[number] = 'theme1') => ({
  ...modeColors[mode],
  ...accentColors[accent][mode],
});

createGlobalTheme(':root', vars, {
  color: colorsFor('light'),
  space: scale.space,
  radius: scale.radius,
  font: scale.font,
  fontSize: scale.fontSize,
  fontWeight: scale.fontWeight,
  lineHeight: scale.lineHeight,
  duration: scale.duration,
  shadow: shadows.light,
});
globalStyle(':root', { colorScheme: 'light' });

for (const accent of accentNames) {
  createGlobalTheme(`:root[data-accent="${accent}"]`, vars.color, colorsFor('light', accent));
}

// Explicit dark choice. Accent rules carry one more attribute so they win over the plain dark rule.
createGlobalTheme(':root[data-theme="dark"]', vars.color, colorsFor('dark'));
createGlobalTheme(':root[data-theme="dark"]', vars.shadow, shadows.dark);
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
for (const accent of accentNames) {
  createGlobalTheme(
    `:root[data-theme="dark"][data-accent="${accent}"]`,
    vars.color,
    colorsFor('dark', accent),
  );
}

// No explicit choice: follow the operating system.
const darkMedia = '(prefers-color-scheme: dark)';
globalStyle(':root:not([data-theme])', {
  '@media': {
    [darkMedia]: {
      colorScheme: 'dark',
      vars: { ...assignVars(vars.color, colorsFor('dark')), ...assignVars(vars.shadow, shadows.dark) },
    },
  },
});
for (const accent of accentNames) {
  globalStyle(`:root:not([data-theme])[data-accent="${accent}"]`, {
    '@media': { [darkMedia]: { vars: assignVars(vars.color, colorsFor('dark', accent)) } },
  });
}

// Base document styles.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '88px' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
// A word longer than the line (an e-mail address, a link, a name) breaks rather than pushing the
// page sideways on a phone; `anywhere` also lets the paragraph's box shrink, which `break-word`
// would not in a flex or grid row.
globalStyle('h1, h2, h3, h4, p, dd, li', { overflowWrap: 'anywhere' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.18em' });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
// Headings and <main> receive focus programmatically after navigation; no ring for those.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });
globalStyle('::selection', { background: vars.color.primarySoft, color: vars.color.text });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
