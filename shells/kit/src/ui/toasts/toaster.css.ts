import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
});

export const kind = styleVariants({
  success: [base, { borderInlineStartColor: vars.color.success }],
  warning: [base, { borderInlineStartColor: vars.color.warning }],
  error: [base, { borderInlineStartColor: vars.color.danger }],
  info: [base, { borderInlineStartColor: vars.color.info }],
});

export const icon = styleVariants({
  success: { color: vars.color.success, marginTop: '2px' },
  warning: { color: vars.color.warning, marginTop: '2px' },
  error: { color: vars.color.danger, marginTop: '2px' },
  info: { color: vars.color.info, marginTop: '2px' },
});

export const title = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const message = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.xxs });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
