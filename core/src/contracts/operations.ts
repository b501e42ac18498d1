import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { languageSchema } from './language.ts';

// What administrators see of the platform's own work: the mail outbox and the scheduled jobs
// (permission `operations.read`), and the reports of the system use cases the jobs run.

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;

/** The kinds of mail the outbox holds (its `template`), for the admin app's names of them. */
export { type MailTemplate, mailTemplates } from '../mail/mail-kinds.ts';
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = (typeof outboxStatuses)[number];

export const jobTriggers = ['schedule', 'manual'] as const;
export type JobTrigger = (typeof jobTriggers)[number];
export const jobOutcomes = ['running', 'succeeded', 'failed'] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

/** A page of a list: numbers from 1; query strings are coerced. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The outbox list: a page, and words to find in the recipient or the template. */
export const outboxQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
});

export const outboxMailSchema = z
  .object({
    id: z.string(),
    template: z.string(),
    recipient: z.string(),
    language: languageSchema,
    status: outboxStatusSchema,
    attempts: z.int(),
    nextAttemptAt: isoDateTimeSchema,
    lastError: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    sentAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMailView = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z
  .object({ items: z.array(outboxMailSchema), page: z.int(), pageSize: z.int(), total: z.int() })
  .meta({ id: 'OutboxPage' });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMailIdSchema = z.object({ id: z.uuid() });

/** A mail as its recipient sees it, rendered now from its template and data. */
export const outboxPreviewSchema = outboxMailSchema
  .extend({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    /** The calendar invite the mail carries (a scheduled session's .ics, ADR 0056); null on others. */
    calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).nullable(),
  })
  .meta({ id: 'OutboxPreview' });
export type OutboxPreview = z.infer<typeof outboxPreviewSchema>;

/** The test mail goes to the administrator's own address, in the language they choose (the page's). */
export const sendTestMailInputSchema = z.object({ language: languageSchema });

export const jobRunSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(jobTriggers),
    instance: z.string(),
    startedAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
    outcome: z.enum(jobOutcomes),
    counts: z.record(z.string(), z.number()),
    error: z.string().nullable(),
  })
  .meta({ id: 'JobRun' });
export type JobRunView = z.infer<typeof jobRunSchema>;

/** `POST /jobs/{name}/run`: the job's name, as the jobs list gives it. */
export const jobNameParamsSchema = z.object({
  name: z.string().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
});

export const jobSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    schedule: z.string(),
    timezone: z.string(),
    enabled: z.boolean(),
    nextRunAt: isoDateTimeSchema.nullable(),
    /** The latest runs, newest first. */
    runs: z.array(jobRunSchema),
  })
  .meta({ id: 'Job' });
export type JobView = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSchema) }).meta({ id: 'JobList' });
export type JobList = z.infer<typeof jobListSchema>;

/** What one delivery run did; the job records these as its counts. */
export const mailDeliveryReportSchema = z.object({ sent: z.int(), retried: z.int(), failed: z.int() });
export const mailDeliveryInputSchema = z.object({ limit: z.int().min(1).max(100).default(20) });

/** What a run of the reset-link job did: the requests it took, and the links it mailed. */
export const passwordResetLinksReportSchema = z.object({ requests: z.int(), mailed: z.int() });

/** What a clean-up run removed. */
export const purgeReportSchema = z.object({ deleted: z.int() });

/**
 * What the sign-in clean-up removed; `identityRecords` counts expired provider flows and tickets,
 * `trustedDevices` the browsers whose trust ran out (ADR 0036).
 */
export const signInRecordsPurgeReportSchema = z.object({
  series: z.int(),
  rateLimitWindows: z.int(),
  identityRecords: z.int(),
  trustedDevices: z.int(),
});
