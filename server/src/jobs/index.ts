import { createLiveSchedule, type JobDefinition } from '@coach/adapters/jobs/job-definition';
import type { Ports, UseCaseContext } from '@coach/core';
import { deadlineWarningsJob } from './deadline-warnings.ts';
import { deliverMailJob } from './deliver-mail.ts';
import { endOverdueProjectsJob } from './end-overdue-projects.ts';
import { expireClosingRequestsJob } from './expire-closing-requests.ts';
import { matchProjectsJob } from './match-projects.ts';
import { membershipRemindersJob } from './membership-reminders.ts';
import { purgeEndedSessionsJob } from './purge-ended-sessions.ts';
import { purgeExportsJob } from './purge-exports.ts';
import { purgeJobRunsJob } from './purge-job-runs.ts';
import { purgeNotificationsJob } from './purge-notifications.ts';
import { purgeSignInRecordsJob } from './purge-sign-in-records.ts';
import { recordWaitsJob } from './record-waits.ts';
import { runBulkActionsJob } from './run-bulk-actions.ts';
import { runExportsJob } from './run-exports.ts';
import { sendGroupMailsJob } from './send-group-mails.ts';
import { sendPasswordResetLinksJob } from './send-password-reset-links.ts';
import { jobTimezone, type ServerJob } from './server-job.ts';
import { sessionRemindersJob } from './session-reminders.ts';
import { upcomingSessionRemindersJob } from './upcoming-session-reminders.ts';

/** Every job of the server, in the order administrators see them. A new job is one line here. */
export const serverJobs: readonly ServerJob[] = [
  deliverMailJob,
  sendPasswordResetLinksJob,
  purgeEndedSessionsJob,
  purgeSignInRecordsJob,
  purgeJobRunsJob,
  matchProjectsJob,
  expireClosingRequestsJob,
  endOverdueProjectsJob,
  deadlineWarningsJob,
  membershipRemindersJob,
  sessionRemindersJob,
  upcomingSessionRemindersJob,
  runExportsJob,
  purgeExportsJob,
  sendGroupMailsJob,
  runBulkActionsJob,
  recordWaitsJob,
  purgeNotificationsJob,
];

/** The jobs as the scheduler runs them: each bound to the system context of this composition. */
export function jobDefinitionsOf(
  ports: Pick<Ports, 'mailer'>,
  systemContext: () => UseCaseContext,
): JobDefinition[] {
  return serverJobs.map(({ liveSchedule, ...job }) => ({
    name: job.name,
    description: job.description,
    schedule: job.schedule,
    live: liveSchedule && createLiveSchedule(job.schedule, () => liveSchedule(systemContext())),
    timezone: jobTimezone,
    enabled: job.scheduledWith?.(ports) ?? true,
    run: () => job.run(systemContext()),
  }));
}
