// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1040px',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The rules of what counts, as a short list. */
export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});

/** A sentence set apart: the hours left out by the training start. */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

/** ACC and PCC side by side on wide screens, one under the other on phones. */
export const credentials = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});

export const credential = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const credentialHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const credentialTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const credentialName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** What is still missing: the sentence a member acts on, so set in body size and weight. */
export const missing = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

/** The training start: the date field and its button in a row where they fit. */
export const trainingForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The two download buttons; full width, stacked, on phones. */
export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { '(max-width: 599px)': { flexDirection: 'column', alignItems: 'stretch' } },
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A long e-mail breaks anywhere rather than push the hour columns out of sight. */
export const contactCell = style({ overflowWrap: 'anywhere', minWidth: '14ch' });

/** Numbers line up on their end in the table. */
export const numberCell = style({ textAlign: 'end' });

export const totalRow = style({ fontWeight: vars.fontWeight.bold });

/** The client's name heads its row, aligned like the other cells. */
export const rowHead = style({ textAlign: 'start', fontWeight: vars.fontWeight.medium });

export const withheld = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** Clients on a phone: one card per client instead of a table. */
export const clientList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const clientItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const clientTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** The publish form: the optional range, then the button; stacked on phones. */
export const publishForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dayInputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  '@media': { '(max-width: 599px)': { flexDirection: 'column' } },
});

export const dayLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const dayInput = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  colorScheme: 'light dark',
});

export const publications = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const publication = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const publicationTitle = style({ margin: 0, fontWeight: 600 });

export const publicationLink = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
