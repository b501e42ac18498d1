// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The profile, then the points and the orders under it. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** Also the coaching hours; a card its viewer may not see leaves its slot empty, and no gap. */
export const points = style({ maxWidth: '960px', selectors: { '&:empty': { display: 'none' } } });

/** Wider: an order has eight columns (the table scrolls sideways on phones). */
export const orders = style({ maxWidth: '1200px' });
