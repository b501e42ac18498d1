import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each job's name and purpose on the page: one for every job the server runs (jobs-page.test.tsx
 * holds it to that); a job added on the server shows its own (English) text until then.
 */
export const jobTexts: Readonly<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>> =
  {
    'mail.deliver': {
      name: msg`Mail delivery`,
      description: msg`Sends the mail that is due from the outbox, and retries what failed.`,
    },
    'passwords.sendResetLinks': {
      name: msg`Password reset links`,
      description: msg`Mails the link asked for on the forgotten-password page, moments after the request, to each e-mail that belongs to an active account.`,
    },
    'sessions.purge': {
      name: msg`Ended sessions`,
      description: msg`Deletes sign-in sessions that ended more than a day ago.`,
    },
    'signIn.purge': {
      name: msg`Sign-in records`,
      description: msg`Deletes failed-sign-in series and rate-limit windows that ended more than a day ago, and sign-ins with other services that expired unfinished.`,
    },
    'jobRuns.purge': {
      name: msg`Job history`,
      description: msg`Deletes the records of job runs older than two weeks.`,
    },
    'projects.match': {
      name: msg`Matching run`,
      description: msg`Pairs open coach and coachee requests on the schedule set in the settings; working days only.`,
    },
    'projects.expireClosingRequests': {
      name: msg`Unconfirmed closing requests`,
      description: msg`Completes projects whose closing request the coachee did not confirm in time; the coach’s hours are scored.`,
    },
    'projects.endOverdue': {
      name: msg`Projects past their deadline`,
      description: msg`Ends projects nobody closed in time, with the penalty points for both partners.`,
    },
    'projects.deadlineWarnings': {
      name: msg`Deadline warnings`,
      description: msg`Mails members 7 days and 1 day before a project’s end, and 1 day before a confirmation window closes.`,
    },
    'projects.sessionReminders': {
      name: msg`Session reminders`,
      description: msg`Mails both partners of an open project when 14 days pass without a logged session; once for each such gap.`,
    },
    'planning.sessionReminders': {
      name: msg`Scheduled-session reminders`,
      description: msg`Mails both partners the day before a scheduled session; once for each session.`,
    },
    'membership.reminders': {
      name: msg`Membership reminders`,
      description: msg`Mails members 7 days before their membership ends, and again when it has ended; once each.`,
    },
    'exports.run': {
      name: msg`Exports`,
      description: msg`Writes the export files administrators asked for, in batches, with their progress.`,
    },
    'exports.purgeExpired': {
      name: msg`Expired exports`,
      description: msg`Deletes export files whose download time has passed.`,
    },
    'groupMails.send': {
      name: msg`Mail to a group`,
      description: msg`Queues the mails administrators send to a group, in batches, skipping those who turned programme news off.`,
    },
    'accounts.bulkActions': {
      name: msg`Bulk actions on accounts`,
      description: msg`Carries out the bulk actions administrators start on the accounts page, in batches, and resumes one a restart interrupted.`,
    },
    'notifications.purge': {
      name: msg`Old notifications`,
      description: msg`Deletes members' notifications older than 90 days.`,
    },
    'reports.recordWaits': {
      name: msg`Recorded waits`,
      description: msg`Records how many working days each request matched and each proof reviewed since the last run waited, for the reports.`,
    },
  };

export const outcomeLabels = {
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
} as const satisfies Record<string, MessageDescriptor>;

export const triggerLabels = {
  schedule: msg`On schedule`,
  manual: msg`By hand`,
} as const satisfies Record<string, MessageDescriptor>;

/** What a run's counts mean, e.g. `{ sent: 3 }` → "3 sent". Unknown keys show as they are. */
export const countLabels: Readonly<Record<string, (count: number) => MessageDescriptor>> = {
  sent: (count) => msg`${count} sent`,
  retried: (count) => msg`${count} to retry`,
  failed: (count) => msg`${count} failed`,
  finished: (count) => msg`${count} finished`,
  deleted: (count) => msg`${count} deleted`,
  requests: (count) => msg`${count} requests`,
  mailed: (count) => msg`${count} links mailed`,
  pairs: (count) => msg`${count} pairs`,
  expiring: (count) => msg`${count} memberships ending soon`,
  expired: (count) => msg`${count} memberships ended`,
  unmatched: (count) => msg`${count} unmatched`,
  coachRequests: (count) => msg`${count} coach requests`,
  coacheeRequests: (count) => msg`${count} coachee requests`,
  completed: (count) => msg`${count} completed`,
  ended: (count) => msg`${count} ended`,
  skippedNotWorkingDay: () => msg`skipped: not a working day`,
  skippedRunInProgress: () => msg`skipped: another run was in progress`,
};

export const nothingDone = msg`nothing to do`;
