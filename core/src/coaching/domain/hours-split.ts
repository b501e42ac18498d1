import { compareEntries, type HourEntry } from './hour-entry.ts';

/** A coached entry with its half hours split into paid and pro bono. */
export interface SplitEntry {
  readonly entry: HourEntry;
  readonly paidHalfHours: number;
  readonly proBonoHalfHours: number;
}

/**
 * The paid / pro bono split of the hours a member coached (ADR 0022).
 *
 * ICF counts a peer coaching exchange as paid: an hour coached in return for an hour received. So
 * each hour the member received here pays for one hour they coached here, oldest coached hours
 * first; the coached hours left over are pro bono. When a received hour came does not matter (in
 * an exchange either side may go first), so:
 * - the paid hours are never more than the hours received, nor than the hours coached;
 * - paid + pro bono is exactly the hours coached, entry by entry;
 * - the answer does not depend on the order of the input (entries are put in a total order first).
 *
 * Hours are counted in whole half hours, so a 1.5-hour session may be 1 hour paid and 0.5 pro bono.
 * `coached` are the entries that count (the caller leaves out those before the training start);
 * the received ones count from any day.
 */
export function splitPaidHours(
  coached: readonly HourEntry[],
  received: readonly HourEntry[],
): readonly SplitEntry[] {
  let pool = received.reduce((sum, entry) => sum + entry.halfHours, 0);
  return [...coached].sort(compareEntries).map((entry) => {
    const paidHalfHours = Math.min(entry.halfHours, pool);
    pool -= paidHalfHours;
    return { entry, paidHalfHours, proBonoHalfHours: entry.halfHours - paidHalfHours };
  });
}
