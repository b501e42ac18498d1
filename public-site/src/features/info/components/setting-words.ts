import { formatDateTime, type Lang, type PublicSettings } from '@coach/kit';
import { plural } from '@lingui/core/macro';

// The administrator's settings in words, for the info pages' sentences (docs/product-rules.md §12).
// Call during render, once `usePublicSettings` has answered: a sentence that needs one of these is
// left out, or said without its number, until then.

/** "15 weeks" when the days make whole weeks, else "100 days". */
export function durationText(days: number): string {
  const weeks = days / 7;
  return Number.isInteger(weeks)
    ? plural(weeks, { one: '# week', other: '# weeks' })
    : plural(days, { one: '# day', other: '# days' });
}

/** "1 day", "5 days". */
export const daysText = (days: number): string => plural(days, { one: '# day', other: '# days' });

/** "1 point", "7 points". */
export const pointsText = (points: number): string => plural(points, { one: '# point', other: '# points' });

/** "1 project", "2 projects". */
export const projectsText = (count: number): string =>
  plural(count, { one: '# project', other: '# projects' });

/** The next matching run, in the reader's language and Istanbul time; '' when there is none. */
export function nextRunText(settings: PublicSettings, lang: Lang): string {
  return settings.nextMatchingRun ? formatDateTime(settings.nextMatchingRun, lang) : '';
}
