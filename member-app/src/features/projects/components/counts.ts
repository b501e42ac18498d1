import { plural } from '@lingui/core/macro';

/** "1 hour", "7 hours" in the page's language (call during render). */
export const hoursText = (count: number): string => plural(count, { one: '# hour', other: '# hours' });

/** "1 point", "7 points". */
export const pointsText = (count: number): string => plural(count, { one: '# point', other: '# points' });

/** "1 day", "14 days". */
export const daysText = (count: number): string => plural(count, { one: '# day', other: '# days' });
