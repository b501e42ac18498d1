// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A step's heading: it takes the focus when the step opens, so it is where reading starts. */
export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

// --- Step 1: the packages, one card each, chosen like radio buttons (they are radio buttons) ---

export const packageGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const packageGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});

export const packageCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingInlineStart: `calc(${vars.space.lg} + 1.75rem)`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const packageRadio = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  top: `calc(${vars.space.lg} + 0.2rem)`,
  width: '1.15rem',
  height: '1.15rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
});

export const packageName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const levelNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.45 });

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** A short explanation beside a choice (the package levels, the agreements). */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'middle',
});

/** Groups of the personal step (who you are, how to reach you, where you coach). */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const noticeLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

// --- Step 4: the summary ---

export const summarySection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summaryHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const totalAmount = style({ fontSize: vars.fontSize.xl });

export const nextSteps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
  // A long e-mail address wraps instead of pushing the page sideways on a phone.
  overflowWrap: 'anywhere',
});

// --- Joining with a provider ---

/** "Joining with Google": the provider's mark and name above the steps. */
export const joiningWith = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});

/** The provider's address: shown as a field, but it cannot be changed. */
export const readOnlyField = style({});

globalStyle(`${readOnlyField} input`, {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
