/**
 * Reads cron expressions the way the job scheduler runs them, so that a schedule an administrator
 * saves is one the scheduler accepts, and its next runs can be shown before saving.
 */
export interface CronSchedule {
  /**
   * The next `count` moments after `after` at which `expression` fires on the wall clock of
   * `timeZone`, or null when `expression` is not a valid five-field cron expression. An expression
   * that can never fire (30 February) answers an empty list.
   */
  nextRuns(expression: string, timeZone: string, after: Date, count: number): Date[] | null;
}
