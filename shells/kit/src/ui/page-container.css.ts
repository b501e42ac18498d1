import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl, paddingBlock: vars.space.xxl } },
});

export const width = styleVariants({
  wide: [base, { maxWidth: '1200px' }],
  narrow: [base, { maxWidth: '480px' }],
  text: [base, { maxWidth: '760px' }],
});
