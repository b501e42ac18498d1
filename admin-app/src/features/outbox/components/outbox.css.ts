// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** Table and preview side by side on a wide screen, one above the other on a phone or tablet. */
export const columns = style({
  display: 'grid',
  // minmax(0, …): a wide table scrolls inside its card instead of widening the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { '(min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const selectedRow = style({ background: vars.color.primarySoft });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({
  display: 'block',
  maxWidth: '28ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** Colour only repeats what the icon and the word already say. */
export const status = styleVariants({
  pending: [badge, { background: vars.color.warningSoft, color: vars.color.text }],
  sent: [badge, { background: vars.color.successSoft, color: vars.color.text }],
  failed: [badge, { background: vars.color.dangerSoft, color: vars.color.text }],
});

export const previewHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
});

export const factName = style({ color: vars.color.textMuted });

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

/** The mail's own HTML brings its own (light) colours, whatever the page's theme. */
export const frame = style({
  width: '100%',
  height: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

export const text = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '20rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const previewActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.lg,
});

export const previewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
  },
});
