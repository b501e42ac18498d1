// Colour values of the theme contract. Kept apart from the .css.ts files so that tests and
// documentation can read them. Contrast was checked against WCAG AA (4.5:1 for body text).

export type Mode = 'light' | 'dark';
export const accentNames = ['theme1', 'theme2', 'theme3', 'theme4', 'theme5'] as const;
export type AccentName = (typeof accentNames)[number];
export const defaultAccent: AccentName = 'theme1';

export const modeColors = {
  light: {
    primary: '#9b1c1c',
    primaryHover: '#7f1717',
    onPrimary: '#ffffff',
    primarySoft: '#fbeaea',
    background: '#f7f5f4',
    surface: '#ffffff',
    surfaceMuted: '#f1edeb',
    text: '#1f1a1a',
    textMuted: '#5d5454',
    border: '#e3dcda',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerSoft: '#fef3f2',
    success: '#067647',
    successSoft: '#ecfdf3',
    warning: '#a15c07',
    warningSoft: '#fffaeb',
    info: '#175cd3',
    infoSoft: '#eff8ff',
    focusRing: '#1d4ed8',
    overlay: 'rgba(20, 14, 14, 0.45)',
  },
  dark: {
    primary: '#f28b82',
    primaryHover: '#f6a8a1',
    onPrimary: '#2b0707',
    primarySoft: '#3a1a1a',
    background: '#141114',
    surface: '#1d191d',
    surfaceMuted: '#272227',
    text: '#f3eeee',
    textMuted: '#bcb1b1',
    border: '#3b3438',
    danger: '#f97066',
    // White on this light red is 2.8:1; the dark ink reads at about 6:1.
    onDanger: '#2b0707',
    dangerSoft: '#3b1716',
    success: '#47cd89',
    successSoft: '#0f2e20',
    warning: '#fdb022',
    warningSoft: '#33260b',
    info: '#84adff',
    infoSoft: '#142240',
    focusRing: '#93b4ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
} as const;

type AccentColors = { accent: string; accentSoft: string; onAccent: string };

// The primary colour (dark red) is the brand and stays the same in every set; an accent set
// colours the navigation highlights, the loading bar and the avatar (ADR 0011).
export const accentColors: Record<AccentName, Record<Mode, AccentColors>> = {
  theme1: {
    light: { accent: '#334155', accentSoft: '#e8ecf2', onAccent: '#ffffff' },
    dark: { accent: '#cbd5e1', accentSoft: '#232b38', onAccent: '#0f172a' },
  },
  theme2: {
    light: { accent: '#0f766e', accentSoft: '#dcf5f1', onAccent: '#ffffff' },
    dark: { accent: '#5eead4', accentSoft: '#123b38', onAccent: '#04201d' },
  },
  theme3: {
    light: { accent: '#4338ca', accentSoft: '#e6e8ff', onAccent: '#ffffff' },
    dark: { accent: '#a5b4fc', accentSoft: '#25244c', onAccent: '#141233' },
  },
  theme4: {
    light: { accent: '#991b1b', accentSoft: '#fbe4e4', onAccent: '#ffffff' },
    dark: { accent: '#fca5a5', accentSoft: '#3b1414', onAccent: '#2b0707' },
  },
  theme5: {
    light: { accent: '#c2410c', accentSoft: '#ffedd5', onAccent: '#ffffff' },
    dark: { accent: '#fdba74', accentSoft: '#3d2210', onAccent: '#2a1203' },
  },
};

export const scale = {
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    // System fonts only: nothing may be fetched from a font CDN (CSP and offline machines).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)',
  },
  fontWeight: { regular: '400', medium: '550', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.55' },
  duration: { fast: '120ms', normal: '220ms' },
} as const;

export const shadows: Record<Mode, { sm: string; md: string; lg: string }> = {
  light: {
    sm: '0 1px 2px rgba(31, 26, 26, 0.06)',
    md: '0 4px 14px rgba(31, 26, 26, 0.08)',
    lg: '0 12px 32px rgba(31, 26, 26, 0.14)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

/** Layout constants (docs/product-rules.md §18); plain numbers because media queries cannot read variables. */
export const layout = {
  topBarHeight: 75,
  sidebarFull: 256,
  sidebarMini: 56,
  drawerBreakpoint: 1200,
  // The original 992 px left the Turkish menu overflowing up to ~1140 px (issue 10): the public
  // menu folds below the same width as the app areas' sidebar.
  publicMenuBreakpoint: 1200,
  publicBarElevateAfter: 200,
} as const;
