import { z } from 'zod';
import { localDateSchema } from './coaching.ts';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr } from './fields.ts';
import { projectRoleSchema } from './projects.ts';

/**
 * Sessions in the calendar (issue 32, ADR 0056): a partner proposes up to three times, the other
 * accepts one, declines, or proposes others; an accepted time is a scheduled session, sent to both
 * as a calendar invite and listed in each member's private calendar feed. Times are read and shown
 * on Istanbul's clock, like every other time of the programme (members have no time zone of their own).
 */

/** At most this many times in one proposal. */
export const maxProposedSlots = 3;

/** A wall-clock time of day, `HH:MM` (24 hours), on Istanbul's clock. */
export const timeOfDaySchema = z
  .string({ error: requiredOr('invalidType') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidValue' });

/** A session's length in minutes: whole half hours, as the session log takes them (30 to 480). */
export const sessionMinutesSchema = z
  .number({ error: requiredOr('invalidType') })
  .int({ error: 'halfHourSteps' })
  .refine((minutes) => minutes % 30 === 0 && minutes >= 30 && minutes <= 480, { error: 'halfHourSteps' });

export const proposedSlotInputSchema = z
  .object({ day: localDateSchema, time: timeOfDaySchema, minutes: sessionMinutesSchema })
  .meta({ id: 'ProposedSlotInput' });
export type ProposedSlotInput = z.input<typeof proposedSlotInputSchema>;

export const proposeSessionTimesInputSchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    slots: z
      .array(proposedSlotInputSchema, { error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(maxProposedSlots, { error: 'invalidValue' }),
    /** A new time for this scheduled session (a reschedule) rather than a new session. */
    scheduledSessionId: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'ProposeSessionTimesInput' });
export type ProposeSessionTimesInput = z.input<typeof proposeSessionTimesInputSchema>;

export const answerSessionProposalInputSchema = z
  .object({
    proposalId: z.uuid({ error: requiredOr('invalidValue') }),
    /** `accept` takes `slot`, the index of the chosen time. */
    answer: z.enum(['accept', 'decline'], { error: requiredOr('invalidValue') }),
    slot: z
      .int({ error: 'invalidValue' })
      .min(0)
      .max(maxProposedSlots - 1)
      .optional(),
  })
  .meta({ id: 'AnswerSessionProposalInput' });
export type AnswerSessionProposalInput = z.input<typeof answerSessionProposalInputSchema>;

export const scheduledSessionIdInputSchema = z
  .object({ scheduledSessionId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ScheduledSessionIdInput' });

/** One time, as an instant and as Istanbul's wall clock shows it. */
export const sessionSlotSchema = z
  .object({ startsAt: isoDateTimeSchema, day: localDateSchema, time: z.string(), minutes: z.int() })
  .meta({ id: 'SessionSlot' });
export type SessionSlot = z.infer<typeof sessionSlotSchema>;

export const proposalStates = ['open', 'accepted', 'declined', 'replaced'] as const;
export type ProposalState = (typeof proposalStates)[number];

export const sessionProposalViewSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    /** Whether the reader made it (then they wait; the partner answers). */
    mine: z.boolean(),
    slots: z.array(sessionSlotSchema),
    reschedulesSessionId: z.uuid().nullable(),
    state: z.enum(proposalStates),
    createdAt: isoDateTimeSchema,
    canAnswer: z.boolean(),
  })
  .meta({ id: 'SessionProposal' });
export type SessionProposalView = z.infer<typeof sessionProposalViewSchema>;

export const scheduledSessionStates = ['scheduled', 'cancelled'] as const;

export const scheduledSessionViewSchema = sessionSlotSchema
  .extend({
    id: z.uuid(),
    projectId: z.uuid(),
    state: z.enum(scheduledSessionStates),
    /** The reader's role in the project, and the partner's name. */
    role: projectRoleSchema,
    partnerName: z.string(),
    /** Set once the session was logged from it (then no second "Log this session"). */
    loggedSessionId: z.uuid().nullable(),
    /** It is still ahead: it may be rescheduled or cancelled. */
    upcoming: z.boolean(),
    /** The coach, once its time passed and while it is not logged: "Log this session" in one click. */
    canLog: z.boolean(),
  })
  .meta({ id: 'ScheduledSession' });
export type ScheduledSessionView = z.infer<typeof scheduledSessionViewSchema>;

export const projectPlanQuerySchema = z
  .object({ projectId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ProjectPlanQuery' });

/** A project's calendar as one partner reads it: the open proposal, and its scheduled sessions. */
export const projectPlanSchema = z
  .object({
    projectId: z.uuid(),
    /** False once the project closed: nothing more is proposed. */
    editable: z.boolean(),
    openProposal: sessionProposalViewSchema.nullable(),
    /** Sessions not cancelled, soonest first. */
    sessions: z.array(scheduledSessionViewSchema),
  })
  .meta({ id: 'ProjectPlan' });
export type ProjectPlan = z.infer<typeof projectPlanSchema>;

/** The member's next scheduled sessions in every open project, soonest first (the dashboard). */
export const upcomingSessionsSchema = z
  .object({ items: z.array(scheduledSessionViewSchema) })
  .meta({ id: 'UpcomingSessions' });
export type UpcomingSessions = z.infer<typeof upcomingSessionsSchema>;

/** The member's private calendar feed: its address, or null when they have none (or revoked it). */
export const calendarFeedSchema = z
  .object({ url: z.string().nullable(), createdAt: isoDateTimeSchema.nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedFileInputSchema = z
  .object({
    /** `{token}.ics`. */
    feed: z.string({ error: requiredOr('invalidValue') }).regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, {
      error: 'invalidValue',
    }),
  })
  .meta({ id: 'CalendarFeedFileInput' });
