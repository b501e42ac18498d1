import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  // A phone's narrow card wraps a long pill ("No session for 21 days") rather than overflowing.
  '@media': { '(max-width: 479px)': { whiteSpace: 'normal', maxWidth: '100%' } },
});

// Text colour on the soft background of the same tone: checked for 4.5:1 in both modes.
export const tone = styleVariants({
  neutral: [
    base,
    { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border },
  ],
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  info: [base, { background: vars.color.infoSoft, color: vars.color.info }],
});
