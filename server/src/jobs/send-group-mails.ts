import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * A commit that sends a mail to a group wakes it at once (ADR 0049); the tick every minute is the
 * safety net (a mail sent on another instance, a wake-up lost in a restart, a run cut short).
 */
export const sendGroupMailsJob: ServerJob = {
  name: 'groupMails.send',
  description: 'Queues the members’ mails of the mails sent to groups, in batches',
  schedule: '* * * * *',
  run: runsUseCase(async () => (await import('@coach/core/mail/run-group-mails')).runGroupMails),
};
