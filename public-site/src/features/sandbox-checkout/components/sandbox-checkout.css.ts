// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Test mode, impossible to miss: striped edges like the test pages of real providers. */
export const testBanner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const testBannerIcon = style({ color: vars.color.warning, flexShrink: 0 });

export const testLabel = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.warning,
  color: vars.color.surface,
  // Capitals by style, sentence case in the text, so screen readers say it as words.
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const merchant = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const merchantName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const secure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const order = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  margin: 0,
});

export const item = style({ margin: 0, overflowWrap: 'anywhere' });

export const amount = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  // minmax(0, …): the inputs' own width must not push the pair past a phone's screen.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** Card digits in a fixed-width font: groups line up as on the card. */
export const cardDigits = style({ fontFamily: vars.font.mono, letterSpacing: '0.04em' });

/** The card number field: its input (not its label) in the card's digits. */
export const cardNumberField = style({});
globalStyle(`${cardNumberField} input`, { fontFamily: vars.font.mono, letterSpacing: '0.04em' });

export const testCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const testCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
