import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const phone = '(max-width: 599px)';
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
  '@media': { [phone]: { padding: 0, alignItems: 'stretch' } },
});

const modalBase = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'calc(100dvh - 32px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${riseIn} ${vars.duration.normal}` } },
  // Phones: the dialog takes the whole screen, so long forms scroll like a page.
  '@media': { [phone]: { maxHeight: '100dvh', minHeight: '100dvh', borderRadius: 0, border: 0 } },
});

export const modal = styleVariants({
  small: [modalBase, { maxWidth: '440px' }],
  medium: [modalBase, { maxWidth: '640px' }],
  large: [modalBase, { maxWidth: '960px' }],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { padding: `${vars.space.md} ${vars.space.lg}` } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.sm,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  '@media': { [phone]: { padding: vars.space.lg } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [phone]: { padding: vars.space.lg, flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const description = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal });
