// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: `1px solid color-mix(in srgb, ${vars.color.danger} 30%, transparent)`,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({ display: 'flex', justifyContent: 'flex-end', fontSize: vars.fontSize.sm });

/** The request to link a provider with the password, above the fields. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
