import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const value = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: `width ${vars.duration.normal}`,
});

export const indeterminate = style({ width: '40%', opacity: 0.7 });
