import { instantOf, localTimeOf } from '../../calendar/zoned-time.ts';
import type { SheetDate } from '../../ports/spreadsheet.ts';

/**
 * Sheets have no time zones, so their dates are read and written on Istanbul's wall clock, the
 * programme's time (a subscription ending at 23:59 in Istanbul reads 23:59 in the file).
 */
export const sheetTimeZone = 'Europe/Istanbul';

const dayMs = 86_400_000;

/** An instant as an Istanbul wall-clock sheet date. */
export function toSheetDate(instant: Date): SheetDate {
  const { date, msOfDay } = localTimeOf(instant, sheetTimeZone);
  return { kind: 'date', value: new Date(Date.parse(`${date}T00:00:00Z`) + msOfDay) };
}

/** The instant a sheet date means on Istanbul's wall clock. */
export function fromSheetDate(sheetDate: SheetDate): Date {
  const wall = sheetDate.value.getTime();
  const midnight = Math.floor(wall / dayMs) * dayMs;
  return instantOf(new Date(midnight).toISOString().slice(0, 10), wall - midnight, sheetTimeZone);
}

const isoText = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const dottedText = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date typed as text rather than entered as a date: `2026-12-31`, `2026-12-31 23:59` or the
 * Turkish `31.12.2026` (also `31/12/2026`), day first. Null when it is not such a date, or no
 * such day exists (31.02.2026).
 */
export function parseSheetDateText(text: string): SheetDate | null {
  const iso = isoText.exec(text.trim());
  const dotted = iso ? null : dottedText.exec(text.trim());
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1], dotted[4], dotted[5], dotted[6]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const value = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31.02 over into March: such a day does not exist.
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day) {
    return null;
  }
  return { kind: 'date', value };
}
