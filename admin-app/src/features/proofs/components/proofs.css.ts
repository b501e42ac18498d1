// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const strong = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'flex-end',
});

export const dialogBody = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr)',
  '@media': { '(max-width: 767px)': { gridTemplateColumns: '1fr' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  alignContent: 'start',
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** The administrator's reason, set apart as the words the member read. */
export const reason = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const preview = style({
  minHeight: '420px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const previewFrame = style({ width: '100%', height: '70vh', minHeight: '420px', border: 'none' });

export const previewImage = style({ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
