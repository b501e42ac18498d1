// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '880px',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const readOnly = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'minmax(140px, max-content) 1fr',
  '@media': { '(max-width: 479px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const photoRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The colour sets as a row of radio cards, wrapping on phones. */
export const swatches = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const swatchColours = style({ display: 'flex', gap: vars.space.xxs });

export const colour = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

/** The native radio is kept for the keyboard and screen readers, drawn small beside the label. */
export const radio = style({ accentColor: vars.color.primary, margin: 0 });

export const radioLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Sign-in methods: one bordered row per way in, its words on the left and its button on the right. */
export const methodList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const methodRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const methodText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const methodName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** A group of switches under its legend (the kinds of mail). */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
