/**
 * Wall-clock arithmetic in a named time zone with nothing but `Intl`, so core needs no date
 * library. A local date is `YYYY-MM-DD`; a time of day is milliseconds after its midnight.
 */

const dayMs = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const hourMs = 3_600_000;

/** Offsets already computed, by zone and hour; the hour is kept only when its two ends agree. */
const offsetsByHour = new Map<string, number>();
const maxCachedHours = 10_000;

/**
 * The offset of `timeZone` from UTC at `instant`, in milliseconds (Istanbul: +3 h). Asking `Intl`
 * costs a few microseconds, and lists ask it for every row (a member's projects page did so for
 * each project, a tenth of the call's CPU), so an hour whose start and end have the same offset
 * is remembered: no zone changes its offset twice within an hour, so that offset holds for all of
 * it. An hour with a change is computed at each call.
 */
function offsetAt(instant: number, timeZone: string): number {
  const hourStart = Math.floor(instant / hourMs) * hourMs;
  const key = `${timeZone} ${hourStart}`;
  const cached = offsetsByHour.get(key);
  if (cached !== undefined) return cached;
  const atStart = computedOffsetAt(hourStart, timeZone);
  if (atStart !== computedOffsetAt(hourStart + hourMs - 1000, timeZone))
    return computedOffsetAt(instant, timeZone);
  if (offsetsByHour.size >= maxCachedHours) offsetsByHour.clear();
  offsetsByHour.set(key, atStart);
  return atStart;
}

function computedOffsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The local date and time of day of `instant` in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): { date: string; msOfDay: number } {
  const local = instant.getTime() + offsetAt(instant.getTime(), timeZone);
  const midnight = Math.floor(local / dayMs) * dayMs;
  return { date: new Date(midnight).toISOString().slice(0, 10), msOfDay: local - midnight };
}

/** The local calendar date of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return localTimeOf(instant, timeZone).date;
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` plus `msOfDay` (which may be a
 * whole day, meaning the next midnight). Across a clock change the earlier reading wins.
 */
export function instantOf(date: string, msOfDay: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + msOfDay;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(Math.min(first, second));
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const wholeDayMs = dayMs;
