/**
 * The public holidays of the country the programme runs in (Turkey): days on which nobody is
 * expected to work, so review targets and matching deadlines do not count them.
 */
export interface HolidayCalendar {
  /**
   * True when `date` (a local calendar date `YYYY-MM-DD` in Europe/Istanbul) is a public holiday for
   * most of the day. Half days (the afternoon before a religious feast) are working days.
   */
  isPublicHoliday(date: string): boolean;
}
