// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

/** A file input is as wide as its button and file name: never wider than the phone's screen. */
export const fileInput = style({ maxWidth: '100%' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The clients as a list of cards: it never scrolls sideways, on a phone either. */
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const signature = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
