// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';

// One card per stored item rather than a table: it reads as well on a phone as on a desktop.
// Doubled class: wins over the prose list style without !important.
export const list = style({
  selectors: { '&&': { listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.md } },
});

export const item = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const name = style({
  selectors: { '&&': { margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { '(max-width: 479px)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0 });
