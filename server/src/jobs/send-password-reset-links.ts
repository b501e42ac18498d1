import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * A commit that queues a "forgot password" request wakes it at once, so the link is in the outbox
 * within moments; the tick every ten seconds is the safety net (ADR 0036). Scheduled with or
 * without a mail server: without one, the link waits in the outbox like every mail.
 */
export const sendPasswordResetLinksJob: ServerJob = {
  name: 'passwords.sendResetLinks',
  description: 'Mails the password reset links asked for on the forgotten-password page',
  schedule: '*/10 * * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/accounts/send-password-reset-links')).sendPasswordResetLinks,
  ),
};
