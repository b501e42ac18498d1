// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The thread: messages newest at the bottom, mine on the other side on wide screens. */
export const thread = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '28rem',
  overflowY: 'auto',
  minWidth: 0,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'flex-start',
  minWidth: 0,
});

export const mine = style({ alignSelf: 'flex-end' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Plain text as typed: line breaks kept, long words and links broken rather than overflowing. */
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
