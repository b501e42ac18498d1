// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The profile, then the points under it, as wide as the profile. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const points = style({ maxWidth: '960px' });
