// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style, styleVariants } from '@vanilla-extract/css';

const phone = '(max-width: 599px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1040px',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Facts as term / value pairs: in columns on wide screens, one under the other on phones. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** A sentence set apart: what a guest gains, why a coach-level package matters. */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

/** The packages on sale as cards, as many per row as fit, one per row on phones. */
export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The package the member holds: marked by its pill and, repeated, by the border. */
export const heldOffer = style({ borderColor: vars.color.primary, borderWidth: '2px' });

export const offerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Pushes the button to the bottom, so the buttons of a row line up. */
export const offerAction = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column' });

/** The notice at the top of a member page: expired in danger colours, ending soon in warning ones. */
const noticeBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: '1px solid',
  borderInlineStartWidth: '6px',
  color: vars.color.text,
  '@media': { [phone]: { flexDirection: 'column', padding: vars.space.md } },
});

export const notice = styleVariants({
  expired: [noticeBase, { borderColor: vars.color.danger, background: vars.color.dangerSoft }],
  ending: [noticeBase, { borderColor: vars.color.warning, background: vars.color.warningSoft }],
});

export const noticeBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const noticeTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const noticeAction = style({
  flexShrink: 0,
  alignSelf: 'center',
  '@media': { [phone]: { alignSelf: 'stretch' } },
});

/** Orders on a phone: one card per order instead of a table. */
export const orderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const orderItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** An order's facts two by two where the card allows it. */
export const orderFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
