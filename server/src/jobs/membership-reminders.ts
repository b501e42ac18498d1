import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Daily at 08:00 Istanbul time, when members start their day: mails the members whose membership
 * ends in 7 days, and those whose membership ended. Each mail leaves once per member and end date
 * (the use case records it), however often this runs; a renewal moves the end date, so the next
 * period is reminded again.
 */
export const membershipRemindersJob: ServerJob = {
  name: 'membership.reminders',
  description: 'Mails members 7 days before their membership ends, and when it has ended',
  schedule: '0 8 * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/membership/send-membership-reminders')).sendMembershipReminders,
  ),
};
