// The contract alone: a style file must not pull the whole kit into the CSS compiler.
import { vars } from '@coach/kit/theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The list's filters' look for the format's label and select. */
export { filter, filterLabel, select } from '@coach/kit/ui/filter-select.css.ts';

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The export's progress or its file, on a line of its own under the button. */
export const note = style({
  flexBasis: '100%',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const progress = style({ flexBasis: '100%', maxWidth: '480px' });
