import type { JobRunView, OutboxMailView } from '../contracts/operations.ts';
import type { JobRun } from '../ports/job-run-repository.ts';
import type { OutboxMail } from '../ports/outbox-repository.ts';

/** An outbox row as the API shows it (the data stays out: it may hold links with tokens). */
export function outboxMailView(mail: OutboxMail): OutboxMailView {
  return {
    id: mail.id,
    template: mail.template,
    recipient: mail.recipient,
    language: mail.language,
    status: mail.status,
    attempts: mail.attempts,
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}

export function jobRunView(run: JobRun): JobRunView {
  return {
    id: run.id,
    trigger: run.trigger,
    instance: run.instance,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    outcome: run.outcome,
    counts: { ...run.counts },
    error: run.error,
  };
}
