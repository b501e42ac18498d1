// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';

/** Long-form text: the global reset removes heading and paragraph margins, prose puts rhythm back. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '70ch',
  overflowWrap: 'break-word',
});

globalStyle(`${prose} h2`, {
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  scrollMarginTop: '96px',
});
globalStyle(`${prose} h3`, {
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} ul, ${prose} ol`, {
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
globalStyle(`${prose} li::marker`, { color: vars.color.primary });
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.92em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** "Effective from …": states which version of a text is shown. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A boxed remark that must not be missed (which text binds, what is a summary). */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  border: `1px solid color-mix(in srgb, ${vars.color.info} 30%, transparent)`,
});

export const noticeIcon = style({ color: vars.color.info, flexShrink: 0, marginTop: '2px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
