// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const who = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const role = style({
  display: 'inline-flex',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Two charts side by side on wide screens, stacked on phones. */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const overdue = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

/** A figure's note, then the link to act on it. */
export const noteWithLink = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}` });
