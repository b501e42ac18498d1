import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { item as menuItem } from './menu-popover.css.ts';

// The look every labelled control shares (form fields, search, file picker), so a page of mixed
// controls lines up. react-aria-components exposes its state as data-* attributes; the styles read those.

const focusShadow = `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 35%, transparent)`;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** The required marker after a label; the control itself carries aria-required. */
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** A text input, a text area, a combo box's input or a select's button. */
export const control = style({
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[data-focus-visible], &:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: focusShadow,
    },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textArea = style([
  control,
  { minHeight: '112px', paddingBlock: vars.space.sm, resize: 'vertical', lineHeight: vars.lineHeight.normal },
]);

/** An input with a button on its end (combo box, search). */
export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const inputWithButton = style([control, { paddingInlineEnd: '44px' }]);

export const endButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    // react-aria's buttons say so with data-*, the search box's plain one with the pseudo-classes.
    '&[data-hovered], &:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

export const selectButton = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** The floating list of a select or a combo box. */
export const popover = style({
  width: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({ padding: vars.space.xs, outline: 'none', maxHeight: 'inherit' });

/** An option of a list box: the kit's menu item (menu-popover.css.ts), the chosen one marked. */
export const option = style([
  menuItem,
  { selectors: { '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.primary } } },
]);

export const optionLabel = style({ flex: 1 });

export const emptyOptions = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// Checkbox and switch: a box or a track drawn beside the label, the whole row clickable.
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '32px',
  paddingBlock: vars.space.xxs,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const checkbox = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  marginBlockStart: '1px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
});

globalStyle(`${choice}[data-selected] ${checkbox}`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
});
globalStyle(`${choice}[data-invalid] ${checkbox}`, { borderColor: vars.color.danger });
// The browser's own input is inside the label: its keyboard focus shows on the drawn box or track.
globalStyle(`${choice}:has(:focus-visible) ${checkbox}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

export const track = style({
  flex: 'none',
  position: 'relative',
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  border: `1px solid ${vars.color.textMuted}`,
  transition: `background-color ${vars.duration.fast}`,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '2px',
    insetInlineStart: '2px',
    width: '18px',
    height: '18px',
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.duration.fast}`,
  },
});

globalStyle(`${choice}[data-selected] ${track}`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
});
globalStyle(`${choice}[data-selected] ${track}::before`, { transform: 'translateX(16px)' });
globalStyle(`[dir="rtl"] ${choice}[data-selected] ${track}::before`, { transform: 'translateX(-16px)' });
globalStyle(`${choice}:has(:focus-visible) ${track}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

/** A group of choices: the browser's fieldset without its frame, its legend drawn as a label. */
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
globalStyle(`${fieldset} > legend`, { padding: 0, marginBlockEnd: vars.space.xs });

export const choiceGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const choiceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

/** A date input and its "Clear" button on one line; the input keeps a width a day fits in. */
export const dayRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '22rem',
});
