// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const list = style({
  display: 'grid',
  // minmax(0, …): a wide table scrolls inside its card instead of widening the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { '(min-width: 1280px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factName = style({ color: vars.color.textMuted });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

export const error = style({ display: 'block', color: vars.color.danger, overflowWrap: 'anywhere' });

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** Colour only repeats what the icon and the word already say. */
export const outcome = styleVariants({
  running: [badge, { background: vars.color.infoSoft, color: vars.color.text }],
  succeeded: [badge, { background: vars.color.successSoft, color: vars.color.text }],
  failed: [badge, { background: vars.color.dangerSoft, color: vars.color.text }],
});
