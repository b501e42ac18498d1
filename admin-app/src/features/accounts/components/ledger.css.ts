// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const balance = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

export const gain = style([number, { color: vars.color.success, fontWeight: vars.fontWeight.bold }]);

export const loss = style([number, { color: vars.color.danger, fontWeight: vars.fontWeight.bold }]);

export const note = style({ minWidth: '180px', overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
