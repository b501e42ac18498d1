import { createGlobalThemeContract } from '@vanilla-extract/css';

// A *global* contract with explicit variable names: the host and every remote are built apart,
// and createThemeContract would hash the names per build, leaving remote parts unstyled
// (ADR 0011). Names are part of the contract between separately deployed apps: rename with care.
const shape = {
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    primarySoft: null,
    accent: null,
    accentSoft: null,
    onAccent: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    onDanger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    focusRing: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  duration: { fast: null, normal: null },
};

export const vars = createGlobalThemeContract(shape, (_value, path) => `coach-${path.join('-')}`);
