import type { CoachingLogRow, CoachingTotals, CredentialProgress } from '../../contracts/coaching.ts';
import { credentialTargets, progressTowards, recentMonths } from './credentials.ts';
import { compareEntries, type HourEntry, hoursOf } from './hour-entry.ts';
import { type SplitEntry, splitPaidHours } from './hours-split.ts';
import { addMonthsToDay } from './local-day.ts';

/** A member's coaching hours, worked out from their hour entries on `today`. */
export interface CoachingSummary {
  readonly rows: readonly CoachingLogRow[];
  readonly totals: CoachingTotals;
  readonly progress: readonly CredentialProgress[];
  /** Cumulative hours coached (all and paid) at the end of each day that has some. */
  readonly series: readonly { date: string; hours: number; paidHours: number }[];
}

/**
 * Everything the coaching log, the progress bars and the chart show, from one member's entries:
 * - coached hours before `trainingStartedOn` do not count (they are reported apart);
 * - the split follows `splitPaidHours`;
 * - one row per client (the coachee), from their first to their last day with hours;
 * - a client's e-mail only where they agreed to share it.
 */
export function summariseCoaching(
  entries: readonly HourEntry[],
  trainingStartedOn: string | null,
  today: string,
): CoachingSummary {
  const coachedAll = entries.filter((entry) => entry.role === 'coach');
  const counted = coachedAll.filter((entry) => trainingStartedOn === null || entry.day >= trainingStartedOn);
  const received = entries.filter((entry) => entry.role === 'coachee');
  const split = splitPaidHours(counted, received);

  const sum = (list: readonly { halfHours: number }[]) =>
    list.reduce((total, item) => total + item.halfHours, 0);
  const paidHalfHours = split.reduce((total, item) => total + item.paidHalfHours, 0);
  const recentFrom = addMonthsToDay(today, -recentMonths);
  const recent = counted.filter((entry) => entry.day >= recentFrom && entry.day <= today);
  const clients = new Set(counted.map((entry) => entry.partner.accountId)).size;

  const totals: CoachingTotals = {
    hours: hoursOf(sum(counted)),
    paidHours: hoursOf(paidHalfHours),
    proBonoHours: hoursOf(sum(counted) - paidHalfHours),
    receivedHours: hoursOf(sum(received)),
    clients,
    recentHours: hoursOf(sum(recent)),
    hoursBeforeTraining: hoursOf(sum(coachedAll) - sum(counted)),
  };
  const progress = progressTowards({
    hours: totals.hours,
    paidHours: totals.paidHours,
    clients: totals.clients,
    recentHours: totals.recentHours,
  });
  return { rows: rowsOf(split), totals, progress, series: seriesOf(split) };
}

/** A client's row with what the platform knows of how its hours were confirmed. */
export interface ConfirmedLogRow {
  readonly row: CoachingLogRow;
  /** The client as the hour entries name them (their consents included). */
  readonly partner: HourEntry['partner'];
  /** Sessions one partner logged and the other confirmed in the platform. */
  readonly confirmedSessions: number;
  /** No hour of the row comes from a closing count alone. */
  readonly confirmedByBoth: boolean;
}

/**
 * The log's rows for the days `from` to `to` (null: open), for a published log (ADR 0054): the
 * split into paid and pro bono is made over every entry, as the member's log makes it, and only
 * the entries of the range are then summed, so a row of a range never disagrees with the log.
 */
export function coachingRowsBetween(
  entries: readonly HourEntry[],
  trainingStartedOn: string | null,
  from: string | null,
  to: string | null,
): ConfirmedLogRow[] {
  const counted = entries.filter(
    (entry) => entry.role === 'coach' && (trainingStartedOn === null || entry.day >= trainingStartedOn),
  );
  const received = entries.filter((entry) => entry.role === 'coachee');
  const inRange = splitPaidHours(counted, received).filter(
    (item) => (from === null || item.entry.day >= from) && (to === null || item.entry.day <= to),
  );
  return rowsOf(inRange).map((row) => {
    const own = inRange.filter((item) => item.entry.partner.accountId === row.clientAccountId);
    const first = own[0];
    if (!first) throw new Error('A row without entries');
    return {
      row,
      partner: first.entry.partner,
      confirmedSessions: own.filter((item) => item.entry.source === 'log').length,
      confirmedByBoth: own.every((item) => item.entry.source === 'log'),
    };
  });
}

/** One row per client, in the order of their first day (then name). */
function rowsOf(split: readonly SplitEntry[]): CoachingLogRow[] {
  const byClient = new Map<string, [SplitEntry, ...SplitEntry[]]>();
  for (const item of split) {
    const list = byClient.get(item.entry.partner.accountId);
    if (list) list.push(item);
    else byClient.set(item.entry.partner.accountId, [item]);
  }
  const rows = [...byClient.values()].map(([first, ...rest]): CoachingLogRow => {
    const items = [first, ...rest];
    const days = items.map((item) => item.entry.day).sort();
    const { partner } = first.entry;
    return {
      clientAccountId: partner.accountId,
      clientName: `${partner.name} ${partner.surname}`,
      contactEmail: partner.sharesEmail ? partner.email : null,
      emailWithheld: !partner.sharesEmail,
      kind: 'individual',
      groupSize: 1,
      startDate: days[0] ?? first.entry.day,
      endDate: days.at(-1) ?? first.entry.day,
      paidHours: hoursOf(items.reduce((total, item) => total + item.paidHalfHours, 0)),
      proBonoHours: hoursOf(items.reduce((total, item) => total + item.proBonoHalfHours, 0)),
    };
  });
  return rows.sort(
    (a, b) =>
      (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) ||
      a.clientName.localeCompare(b.clientName, 'tr'),
  );
}

/** The running totals at the end of each day with hours (the split is already in day order). */
function seriesOf(split: readonly SplitEntry[]): { date: string; hours: number; paidHours: number }[] {
  const points: { date: string; hours: number; paidHours: number }[] = [];
  let half = 0;
  let paidHalf = 0;
  for (const item of [...split].sort((a, b) => compareEntries(a.entry, b.entry))) {
    half += item.entry.halfHours;
    paidHalf += item.paidHalfHours;
    const point = { date: item.entry.day, hours: hoursOf(half), paidHours: hoursOf(paidHalf) };
    if (points.at(-1)?.date === point.date) points[points.length - 1] = point;
    else points.push(point);
  }
  return points;
}

/** The credentials a member is within `withinHours` below (hours only: the administrators' list). */
export function thresholdsNear(
  hours: number,
  withinHours: number,
): { credential: keyof typeof credentialTargets; missingHours: number }[] {
  return (Object.keys(credentialTargets) as (keyof typeof credentialTargets)[])
    .map((credential) => ({ credential, missingHours: credentialTargets[credential].hours - hours }))
    .filter(({ missingHours }) => missingHours > 0 && missingHours <= withinHours);
}
