import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Every ten seconds; a commit that queued mail also wakes it at once (ADR 0014), so the tick is
 * only the safety net and the clock of retries. Without SMTP_URL it is not scheduled: mail stays
 * in the outbox, where administrators read it.
 */
export const deliverMailJob: ServerJob = {
  name: 'mail.deliver',
  description: 'Sends the mail that is due from the outbox (with retries)',
  schedule: '*/10 * * * * *',
  scheduledWith: (ports) => ports.mailer !== undefined,
  run: runsUseCase(async () => (await import('@coach/core/mail/deliver-due-mail')).deliverDueMail),
};
