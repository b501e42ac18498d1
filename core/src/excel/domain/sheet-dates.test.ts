import { describe, expect, it } from 'vitest';
import { fromSheetDate, parseSheetDateText, toSheetDate } from './sheet-dates.ts';

const wallClock = (iso: string) => ({ kind: 'date' as const, value: new Date(`${iso}Z`) });

describe('sheet dates on Istanbul’s wall clock', () => {
  it('shows an instant as Istanbul reads it, and means the same instant when read back', () => {
    const instant = new Date('2026-12-31T20:59:00Z');
    expect(toSheetDate(instant)).toEqual(wallClock('2026-12-31T23:59:00'));
    expect(fromSheetDate(toSheetDate(instant))).toEqual(instant);
  });

  it.each([
    ['2026-12-31', '2026-12-31T00:00:00'],
    ['2026-12-31 23:59', '2026-12-31T23:59:00'],
    ['2026-1-5T07:05:09', '2026-01-05T07:05:09'],
    ['31.12.2026', '2026-12-31T00:00:00'],
    ['5/1/2027 08:30', '2027-01-05T08:30:00'],
  ])('reads the text %j as a date', (text, expected) => {
    expect(parseSheetDateText(text)).toEqual(wallClock(expected));
  });

  it.each(['31.02.2026', '2026-13-01', '2026-12-31 24:00', 'yarın', '12/31/2026', '2026'])(
    'refuses the text %j',
    (text) => {
      expect(parseSheetDateText(text)).toBeNull();
    },
  );
});
