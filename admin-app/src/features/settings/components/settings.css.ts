// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const preview = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const runs = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

export const invalid = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.danger });

export const cronHelp = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
});

export const code = style({ fontFamily: vars.font.mono });
