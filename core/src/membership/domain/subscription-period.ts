import { instantOf, localTimeOf } from '../../calendar/zoned-time.ts';

/** Membership dates follow the calendar of Turkey, where the platform runs and members pay. */
export const membershipTimeZone = 'Europe/Istanbul';

/** Days before the end at which a member is reminded, and from which pages say "ends soon". */
export const expiringSoonDays = 7;

const dayMs = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `instant` moved by whole calendar months on Istanbul's wall clock, the time of day kept. A day
 * the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February), as
 * people and card schemes count a month; months are never approximated as 30 days.
 */
export function addCalendarMonths(instant: Date, months: number, timeZone = membershipTimeZone): Date {
  const { date, msOfDay } = localTimeOf(instant, timeZone);
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  const target = `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
  return instantOf(target, msOfDay, timeZone);
}

/**
 * The period a new order adds (docs/product-rules.md §4): it starts at the later of now and the
 * current end, so days already paid for are never lost by renewing early, and an expired member
 * does not pay for the time they were away.
 */
export function extendMembership(
  currentEnd: Date | null,
  now: Date,
  periodMonths: number,
): { readonly startsAt: Date; readonly endsAt: Date } {
  const startsAt = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return { startsAt, endsAt: addCalendarMonths(startsAt, periodMonths) };
}

/** A membership is active while its end date lies in the future. */
export function isMembershipActive(subscriptionEndDate: Date | null, now: Date): boolean {
  return subscriptionEndDate !== null && subscriptionEndDate.getTime() > now.getTime();
}

/**
 * Active, and ending within `expiringSoonDays`: the same window in which the reminder job mails,
 * so the page and the mail never disagree.
 */
export function isMembershipExpiringSoon(subscriptionEndDate: Date | null, now: Date): boolean {
  return (
    isMembershipActive(subscriptionEndDate, now) &&
    subscriptionEndDate !== null &&
    subscriptionEndDate.getTime() - now.getTime() <= expiringSoonDays * dayMs
  );
}

/** Whole days left before the end (0 on the last day); null without an active membership. */
export function membershipDaysLeft(subscriptionEndDate: Date | null, now: Date): number | null {
  if (!isMembershipActive(subscriptionEndDate, now) || subscriptionEndDate === null) return null;
  return Math.floor((subscriptionEndDate.getTime() - now.getTime()) / dayMs);
}
