import { fullNameOf } from '../accounts/domain/account.ts';
import { isOverdue, isWorkingDay, workingDayTimeZone } from '../calendar/working-days.ts';
import { addDays, localTimeOf } from '../calendar/zoned-time.ts';
import type { Language } from '../contracts/language.ts';
import type {
  MatchingLeftOver,
  MatchingPairView,
  MatchingPerson,
  MatchingWait,
} from '../contracts/matching-runs.ts';
import type { ProjectRole, UnmatchedReason } from '../contracts/projects.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import type { PersonName } from '../ports/matching-run-repository.ts';

/**
 * The programme's promise (docs/product-rules.md §7): a request is paired within three working
 * days, Istanbul's, public holidays skipped.
 */
export const matchingPromiseWorkingDays = 3;

/** No request waits ten years; the count stops there rather than walk a broken date. */
const longestCount = 3660;

/**
 * The whole working days from `since` to `at`, counted as `addWorkingDays` moves: the largest n
 * with `addWorkingDays(since, n) <= at`. A request of Friday 15:00 has waited one working day on
 * Monday at 15:00, and none on Monday at 14:59; one made on a Saturday starts counting at Monday's
 * midnight. Walks the calendar dates between (pure arithmetic and a holiday lookup per day).
 */
export function workingDaysWaited(
  since: Date,
  at: Date,
  calendar: HolidayCalendar,
  timeZone: string = workingDayTimeZone,
): number {
  if (at.getTime() <= since.getTime()) return 0;
  let { date: start, msOfDay } = localTimeOf(since, timeZone);
  if (!isWorkingDay(start, calendar)) {
    let next = start;
    for (let day = 0; day < longestCount && !isWorkingDay(next, calendar); day += 1) next = addDays(next, 1);
    start = next;
    msOfDay = 0;
  }
  const end = localTimeOf(at, timeZone);
  if (start >= end.date) return 0;
  let days = 0;
  let date = addDays(start, 1);
  for (let step = 0; step < longestCount && date < end.date; step += 1) {
    if (isWorkingDay(date, calendar)) days += 1;
    date = addDays(date, 1);
  }
  if (isWorkingDay(end.date, calendar) && msOfDay <= end.msOfDay) days += 1;
  return days;
}

/** How long a request made at `requestedAt` had waited at `at`, against the three-day promise. */
export function waitOf(requestedAt: Date, at: Date, calendar: HolidayCalendar): MatchingWait {
  return {
    requestedAt: requestedAt.toISOString(),
    workingDays: workingDaysWaited(requestedAt, at, calendar),
    overPromise: isOverdue(requestedAt, at, calendar, matchingPromiseWorkingDays),
  };
}

export function personOf(accountId: string, name: PersonName | null | undefined): MatchingPerson {
  return { accountId, name: name ? fullNameOf(name) : null };
}

/** What a pair's view is made of: the ids, and what is read now of both members and requests. */
export interface PairParts {
  readonly coachRequestId: string;
  readonly coacheeRequestId: string;
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly language: Language;
  readonly coach: PersonName | null | undefined;
  readonly coachee: PersonName | null | undefined;
  readonly coachRequestedAt: Date | null | undefined;
  readonly coacheeRequestedAt: Date | null | undefined;
}

/** A pair as the screens show it, the waits counted at the run's moment `at`. */
export function pairView(parts: PairParts, at: Date, calendar: HolidayCalendar): MatchingPairView {
  const wait = (requestedAt: Date | null | undefined) =>
    requestedAt ? waitOf(requestedAt, at, calendar) : null;
  return {
    coachRequestId: parts.coachRequestId,
    coacheeRequestId: parts.coacheeRequestId,
    coachAccountId: parts.coachAccountId,
    coacheeAccountId: parts.coacheeAccountId,
    language: parts.language,
    coach: { ...personOf(parts.coachAccountId, parts.coach), waited: wait(parts.coachRequestedAt) },
    coachee: { ...personOf(parts.coacheeAccountId, parts.coachee), waited: wait(parts.coacheeRequestedAt) },
  };
}

/** What a left-over's view is made of. */
export interface LeftOverParts {
  readonly requestId: string;
  readonly accountId: string;
  readonly side: ProjectRole;
  readonly reason: UnmatchedReason;
  readonly member: PersonName | null | undefined;
  readonly requestedAt: Date | null | undefined;
}

export function leftOverView(parts: LeftOverParts, at: Date, calendar: HolidayCalendar): MatchingLeftOver {
  return {
    requestId: parts.requestId,
    side: parts.side,
    reason: parts.reason,
    member: personOf(parts.accountId, parts.member),
    waited: parts.requestedAt ? waitOf(parts.requestedAt, at, calendar) : null,
  };
}

/** The answer's page: `items` of `total`, as every list answers. */
export function pageOf<Item>(items: Item[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize };
}
