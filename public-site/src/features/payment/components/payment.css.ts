// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { keyframes, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** The provider's reason for a failed payment, quoted as it came. */
export const reason = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

/** "Check your mail": the next thing a new member must do, set apart from the receipt. */
export const verifyBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSoft,
});

export const verifyTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

// --- The skeleton while the result is read ---

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const bone = style({
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const boneHeading = style({ height: '1.6rem', width: '55%' });
export const boneWide = style({ width: '90%' });
export const boneShort = style({ width: '40%' });
export const boneButton = style({ height: '2.75rem', width: '11rem', borderRadius: vars.radius.md });
