import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each job's name and purpose on the page; a job added on the server shows its own (English) text. */
export const jobTexts: Readonly<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>> =
  {
    'mail.deliver': {
      name: msg`Mail delivery`,
      description: msg`Sends the mail that is due from the outbox, and retries what failed.`,
    },
    'sessions.purge': {
      name: msg`Ended sessions`,
      description: msg`Deletes sign-in sessions that ended more than a day ago.`,
    },
    'signIn.purge': {
      name: msg`Sign-in records`,
      description: msg`Deletes failed-sign-in series and rate-limit windows that ended more than a day ago.`,
    },
    'jobRuns.purge': {
      name: msg`Job history`,
      description: msg`Deletes the records of job runs older than two weeks.`,
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
  deleted: (count) => msg`${count} deleted`,
};

export const nothingDone = msg`nothing to do`;
