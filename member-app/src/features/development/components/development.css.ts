// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ color: vars.color.textMuted });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const rateRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
