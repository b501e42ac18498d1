import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr } from './fields.ts';
import { languageSchema } from './language.ts';
import { maxSessionHours, minSessionHours } from './session-values.ts';

/**
 * The session log, the coaching log and the progress towards a credential (issue 9, ADR 0022).
 * Hours travel as numbers in half-hour steps (1.5); core counts them as whole half hours so that
 * no sum ever meets a float's rounding.
 */

/** A calendar day as `YYYY-MM-DD` (sessions happen on a day, on Istanbul's calendar). */
export const localDateSchema = z
  .string({ error: requiredOr('invalidType') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDay(value), {
    error: 'dateInvalid',
  });

/** 2026-02-30 parses in some engines; a real day survives the round trip. */
function isRealDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** A session's length: whole or half hours, from half an hour to eight hours. */
export const sessionHoursSchema = z
  .number({ error: requiredOr('invalidType') })
  .refine((hours) => Number.isInteger(hours * 2) && hours >= minSessionHours && hours <= maxSessionHours, {
    error: 'halfHourSteps',
  });

/** A session is `pending` until the partner confirms or disputes it; only confirmed hours count. */
export const sessionStates = ['pending', 'confirmed', 'disputed'] as const;
export const sessionStateSchema = z.enum(sessionStates);
export type SessionState = (typeof sessionStates)[number];

/** A note only its writer reads. */
export const sessionNoteSchema = z.string({ error: 'invalidType' }).trim().max(1000, { error: 'tooLong' });

export const logSessionInputSchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    heldOn: localDateSchema,
    hours: sessionHoursSchema,
    note: sessionNoteSchema.optional(),
    /** The scheduled session this logs (ADR 0056): the coach's "Log this session" after its time. */
    scheduledSessionId: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'LogSessionInput' });
export type LogSessionInput = z.input<typeof logSessionInputSchema>;

export const projectSessionIdInputSchema = z
  .object({ projectSessionId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ProjectSessionIdInput' });

export const disputeSessionInputSchema = z
  .object({
    projectSessionId: z.uuid({ error: requiredOr('invalidValue') }),
    /** Why the partner does not recognise the session: shown to the one who logged it. */
    reason: z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' }).optional(),
  })
  .meta({ id: 'DisputeSessionInput' });
export type DisputeSessionInput = z.input<typeof disputeSessionInputSchema>;

export const projectSessionsQuerySchema = z
  .object({ projectId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ProjectSessionsQuery' });

/** One logged session as one partner sees it: the note is only ever the reader's own. */
export const projectSessionViewSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    heldOn: localDateSchema,
    hours: z.number(),
    state: sessionStateSchema,
    /** Whether the reader logged it. */
    mine: z.boolean(),
    /** The reader's own note; null on the partner's sessions, whatever they wrote. */
    note: z.string().nullable(),
    disputeReason: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    decidedAt: isoDateTimeSchema.nullable(),
    /** What the reader may do with it now (the server checks again). */
    canConfirm: z.boolean(),
    canDispute: z.boolean(),
    canRemove: z.boolean(),
  })
  .meta({ id: 'ProjectSession' });
export type ProjectSessionView = z.infer<typeof projectSessionViewSchema>;

/** A project's log: its sessions, newest day first, and what they add up to. */
export const projectSessionLogSchema = z
  .object({
    projectId: z.uuid(),
    items: z.array(projectSessionViewSchema),
    confirmedHours: z.number(),
    pendingHours: z.number(),
    /** The last day a session not disputed was held; null before the first. */
    lastSessionOn: localDateSchema.nullable(),
    /** False once the project closed: the log is kept and nobody changes it. */
    editable: z.boolean(),
    /** The earliest and latest day a new session may carry (the project's start, today). */
    earliestDay: localDateSchema,
    latestDay: localDateSchema,
  })
  .meta({ id: 'ProjectSessionLog' });
export type ProjectSessionLog = z.infer<typeof projectSessionLogSchema>;

/** The credentials the progress counts towards (ICF's published requirements, ADR 0022). */
export const credentials = ['ACC', 'PCC'] as const;
export const credentialSchema = z.enum(credentials);
export type Credential = (typeof credentials)[number];

const progressFiguresSchema = z.object({
  hours: z.number(),
  paidHours: z.number(),
  clients: z.int(),
  /** Hours in the 18 months before today. */
  recentHours: z.number(),
});
export type ProgressFigures = z.infer<typeof progressFiguresSchema>;

/** One credential: its targets, what the member has, what is still missing (never below 0). */
export const credentialProgressSchema = z
  .object({
    credential: credentialSchema,
    target: progressFiguresSchema,
    reached: progressFiguresSchema,
    missing: progressFiguresSchema,
    achieved: z.boolean(),
  })
  .meta({ id: 'CredentialProgress' });
export type CredentialProgress = z.infer<typeof credentialProgressSchema>;

/** The hours coached up to and including a day, all and paid (the line chart). */
export const cumulativeHoursSchema = z.object({
  date: localDateSchema,
  hours: z.number(),
  paidHours: z.number(),
});

/** `individual` for the platform's one-to-one projects; the column exists because the log's layout has it. */
export const coachingKinds = ['individual', 'group'] as const;

/** One client of the coaching log, as an ICF applicant lists them. */
export const coachingLogRowSchema = z
  .object({
    clientAccountId: z.uuid(),
    clientName: z.string(),
    /** Only when the client agreed in their settings; otherwise null and `emailWithheld`. */
    contactEmail: z.string().nullable(),
    emailWithheld: z.boolean(),
    kind: z.enum(coachingKinds),
    groupSize: z.int(),
    startDate: localDateSchema,
    endDate: localDateSchema,
    paidHours: z.number(),
    proBonoHours: z.number(),
  })
  .meta({ id: 'CoachingLogRow' });
export type CoachingLogRow = z.infer<typeof coachingLogRowSchema>;

/** A member's hours: coached (split paid / pro bono), received, clients, and the last 18 months. */
export const coachingTotalsSchema = z.object({
  hours: z.number(),
  paidHours: z.number(),
  proBonoHours: z.number(),
  receivedHours: z.number(),
  clients: z.int(),
  recentHours: z.number(),
  /** Hours coached before the training start: kept here, left out of the log and the progress. */
  hoursBeforeTraining: z.number(),
});
export type CoachingTotals = z.infer<typeof coachingTotalsSchema>;

/** `GET coachinglog`: the member's own log, progress and chart. */
export const coachingLogSchema = z
  .object({
    trainingStartedOn: localDateSchema.nullable(),
    shareEmailWithCoaches: z.boolean(),
    shareNameWithCoaches: z.boolean(),
    rows: z.array(coachingLogRowSchema),
    totals: coachingTotalsSchema,
    progress: z.array(credentialProgressSchema),
    series: z.array(cumulativeHoursSchema),
    /** The day the figures were computed for (today in Istanbul). */
    asOf: localDateSchema,
  })
  .meta({ id: 'CoachingLog' });
export type CoachingLog = z.infer<typeof coachingLogSchema>;

export const coachingLogFormats = ['xlsx', 'csv'] as const;
export const csvContentType = 'text/csv; charset=utf-8';

/** `GET coachinglog/download?format=xlsx&language=en`. */
export const coachingLogDownloadQuerySchema = z
  .object({ format: z.enum(coachingLogFormats).default('xlsx'), language: languageSchema.default('tr') })
  .meta({ id: 'CoachingLogDownloadQuery' });

/** `PUT coachinglog/preferences`. */
export const coachingPreferencesInputSchema = z
  .object({
    /** The start of coach-specific training: hours before it do not count. */
    trainingStartedOn: localDateSchema.nullable(),
    /** Whether coaches may list this member's e-mail as a client's contact in their logs. */
    shareEmailWithCoaches: z.boolean({ error: requiredOr('invalidType') }),
    /**
     * Whether coaches may name this member on a log they publish (ADR 0054); otherwise the log
     * says "Client 3". Off unless chosen, also for a caller that does not send it.
     */
    shareNameWithCoaches: z.boolean({ error: 'invalidType' }).default(false),
  })
  .meta({ id: 'CoachingPreferencesInput' });
export type CoachingPreferencesInput = z.input<typeof coachingPreferencesInputSchema>;

export const coachingPreferencesSchema = coachingPreferencesInputSchema.meta({ id: 'CoachingPreferences' });
export type CoachingPreferences = z.infer<typeof coachingPreferencesSchema>;

/** `GET coachinglog/{accountId}`: a member's hours as administrators see them. */
export const memberCoachingHoursSchema = z
  .object({
    accountId: z.uuid(),
    trainingStartedOn: localDateSchema.nullable(),
    totals: coachingTotalsSchema,
    progress: z.array(credentialProgressSchema),
  })
  .meta({ id: 'MemberCoachingHours' });
export type MemberCoachingHours = z.infer<typeof memberCoachingHoursSchema>;

export const accountIdParamsSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }) });

/** How close to a threshold counts as "close" for the administrators' list. */
export const nearThresholdHours = 10;

/** A member within `nearThresholdHours` below a credential's hours. */
export const memberNearThresholdSchema = z
  .object({
    accountId: z.uuid(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    credential: credentialSchema,
    hours: z.number(),
    missingHours: z.number(),
  })
  .meta({ id: 'MemberNearThreshold' });
export type MemberNearThreshold = z.infer<typeof memberNearThresholdSchema>;

export const membersNearThresholdSchema = z
  .object({ items: z.array(memberNearThresholdSchema), withinHours: z.number() })
  .meta({ id: 'MembersNearThreshold' });
