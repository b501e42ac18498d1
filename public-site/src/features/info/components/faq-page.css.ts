// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';
import { prose } from './info-page.css.ts';

/** One topic of the FAQ page: its heading and its questions. */
export const topic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The kit's accordion of one topic. */
export const questions = style({});

// Inside a text page the prose rhythm would push each question away from its line.
globalStyle(`${prose} ${questions} h3`, { margin: 0, fontSize: vars.fontSize.md });
