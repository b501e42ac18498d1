// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

const container = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { '(min-width: 600px)': { paddingInline: vars.space.xl } },
});

export const hero = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    alignItems: 'center',
    paddingBlock: vars.space.xxxl,
    '@media': { '(min-width: 960px)': { gridTemplateColumns: '1.15fr 0.85fr', paddingBlock: '72px' } },
  },
]);

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({
  marginTop: vars.space.lg,
  fontSize: vars.fontSize.xxxl,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({
  marginTop: vars.space.lg,
  maxWidth: '58ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const art = style({
  color: vars.color.primary,
  maxWidth: '420px',
  width: '100%',
  justifySelf: 'center',
});

export const band = style({ background: vars.color.surface, borderBlock: `1px solid ${vars.color.border}` });

export const section = style([container, { paddingBlock: vars.space.xxxl }]);

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  marginBottom: vars.space.xl,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 760px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const stepIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  marginBottom: vars.space.xs,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const promises = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 760px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const promise = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const promiseIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '2px' });
