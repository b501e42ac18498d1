import { utcTicks } from 'd3-time';
import type { Lang } from '../../i18n/lang-path.ts';
import { dayFormat, dayTime } from './days.ts';
import { type Tick, thin } from './ticks.ts';

const dayMs = 86_400_000;
const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

export type TimeAxis = { ticks: Tick[]; at: (day: string) => number };

/**
 * A time scale over calendar days: a day's position is proportional to its time, so eight months
 * take eight months' width and one day a day's. The ticks are d3-time's (whole days, weeks, months
 * or years, as many as fit), labelled in the page's language at the precision they need.
 */
export function timeAxis(
  days: readonly string[],
  { left, right, lang }: { left: number; right: number; lang: Lang },
): TimeAxis {
  const times = days.map(dayTime);
  let start = times.length > 0 ? Math.min(...times) : 0;
  let end = times.length > 0 ? Math.max(...times) : dayMs;
  // One day alone: a day either side, so that it stands in the middle.
  if (end === start) {
    start -= dayMs;
    end += dayMs;
  }
  const at = (time: number) => left + ((time - start) / (end - start)) * (right - left);
  // About one tick every 60 pixels (d3-time may give up to twice as many: `thin` then keeps those
  // that fit). The days are whole: no tick between two midnights (hours, for a short span).
  const marks = utcTicks(new Date(start), new Date(end), Math.max(2, Math.floor((right - left) / 60))).filter(
    (mark) => mark.getTime() % dayMs === 0,
  );
  const label = labeller(marks, lang);
  return {
    ticks: thin(marks.map((mark, index) => ({ at: at(mark.getTime()), label: label(mark, index) }))),
    at: (day) => at(dayTime(day)),
  };
}

/**
 * "2026" for years; for months "Mar", with the year on the first and on January ("Dec 2025",
 * "Jan 2026"); "12 Mar" for days and weeks.
 */
function labeller(marks: readonly Date[], lang: Lang): (mark: Date, index: number) => string {
  const firstOfMonth = marks.every((mark) => mark.getUTCDate() === 1);
  if (firstOfMonth && marks.every((mark) => mark.getUTCMonth() === 0)) {
    const year = new Intl.DateTimeFormat(locales[lang], { year: 'numeric', timeZone: 'UTC' });
    return (mark) => year.format(mark);
  }
  if (firstOfMonth) {
    const month = new Intl.DateTimeFormat(locales[lang], { month: 'short', timeZone: 'UTC' });
    const monthAndYear = new Intl.DateTimeFormat(locales[lang], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (mark, index) =>
      index === 0 || mark.getUTCMonth() === 0 ? monthAndYear.format(mark) : month.format(mark);
  }
  const day = dayFormat(lang, { year: false });
  return (mark) => day.format(mark);
}
