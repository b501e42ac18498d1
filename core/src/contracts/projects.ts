import { z } from 'zod';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { startExportInputSchema } from './exports.ts';
import { requiredOr } from './fields.ts';
import { languageSchema } from './language.ts';

/** A member asks either to coach or to be coached; a project has one of each. */
export const projectRoles = ['coach', 'coachee'] as const;
export const projectRoleSchema = z.enum(projectRoles);
export type ProjectRole = (typeof projectRoles)[number];

/** An open request waits for a matching run; it ends matched or cancelled by its member. */
export const projectRequestStates = ['open', 'matched', 'cancelled'] as const;
export const projectRequestStateSchema = z.enum(projectRequestStates);
export type ProjectRequestState = (typeof projectRequestStates)[number];

/** docs/product-rules.md §8: one open state and five final ones. */
export const projectStates = [
  'open',
  'completed_by_coachee',
  'completed_confirmed',
  'completed_by_system',
  'aborted_by_system',
  'aborted_by_administrator',
] as const;
export const projectStateSchema = z.enum(projectStates);
export type ProjectState = (typeof projectStates)[number];
export type FinalProjectState = Exclude<ProjectState, 'open'>;

/**
 * A coach's closing request: `waiting` for the coachee within the confirmation window, then
 * `confirmed`, `expired` (the system completed the project), or `superseded` (the project closed
 * another way first: the coachee completed it, or an administrator aborted it).
 */
export const closingRequestStates = ['waiting', 'confirmed', 'expired', 'superseded'] as const;
export const closingRequestStateSchema = z.enum(closingRequestStates);
export type ClosingRequestState = (typeof closingRequestStates)[number];

/**
 * Why an open request was not paired by a matching run: the three the algorithm finds, then one per
 * eligibility rule checked again at matching time (docs/product-rules.md §6).
 */
export const unmatchedReasons = [
  'no_partner_in_language',
  'only_previous_partners',
  'partners_taken',
  'account_inactive',
  'membership_expired',
  'coach_level_package_required',
  'proof_of_education_required',
  'proof_pending',
  'proof_rejected',
  'coachee_request_required',
  'score_must_be_positive',
  'min_score_to_coach',
  'max_coach_projects_reached',
  'max_coachee_projects_reached',
] as const;
export const unmatchedReasonSchema = z.enum(unmatchedReasons);
export type UnmatchedReason = (typeof unmatchedReasons)[number];

/** The coaching languages a request accepts: at least one, each at most once. */
export const requestLanguagesSchema = z
  .array(languageSchema, { error: requiredOr('invalidType') })
  .min(1, { error: 'required' })
  .max(2, { error: 'tooBig' })
  .refine((list) => new Set(list).size === list.length, { error: 'invalidChoice' });

export const createProjectRequestInputSchema = z
  .object({ languages: requestLanguagesSchema })
  .meta({ id: 'CreateProjectRequestInput' });
export type CreateProjectRequestInput = z.input<typeof createProjectRequestInputSchema>;

export const cancelProjectRequestInputSchema = z
  .object({ projectRequestId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'CancelProjectRequestInput' });

/** Why the last matching run left an open request unpaired, and when. */
export const lastSkipSchema = z.object({ reason: unmatchedReasonSchema, at: isoDateTimeSchema });

/** One of the member's own requests. */
export const projectRequestViewSchema = z
  .object({
    id: z.uuid(),
    role: projectRoleSchema,
    languages: z.array(languageSchema),
    state: projectRequestStateSchema,
    createdAt: isoDateTimeSchema,
    /** When it was matched or cancelled. */
    closedAt: isoDateTimeSchema.nullable(),
    projectId: z.uuid().nullable(),
    /** Set while the request is open and a run has passed it over. */
    lastSkip: lastSkipSchema.nullable(),
  })
  .meta({ id: 'ProjectRequest' });
export type ProjectRequestView = z.infer<typeof projectRequestViewSchema>;

export const myProjectRequestsSchema = z.object({ items: z.array(projectRequestViewSchema) });

/** A person in a project, as other people see them. */
export const projectPersonSchema = z.object({
  accountId: z.uuid(),
  fullName: z.string(),
  /** Null for a coach looking at a coachee who does not share their e-mail (ADR 0033). */
  email: z.string().nullable(),
  profilePhotoPath: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const closingRequestViewSchema = z
  .object({
    id: z.uuid(),
    sessionCount: z.int(),
    state: closingRequestStateSchema,
    createdAt: isoDateTimeSchema,
    /** The end of the confirmation window: after it, the system completes the project. */
    confirmBy: isoDateTimeSchema,
  })
  .meta({ id: 'ClosingRequest' });
export type ClosingRequestView = z.infer<typeof closingRequestViewSchema>;

export const projectViewSchema = z
  .object({
    id: z.uuid(),
    state: projectStateSchema,
    language: languageSchema,
    coach: projectPersonSchema,
    coachee: projectPersonSchema,
    startedAt: isoDateTimeSchema,
    /** Fixed at the start from the setting then in force: after it the system ends the project. */
    deadlineAt: isoDateTimeSchema,
    closedAt: isoDateTimeSchema.nullable(),
    /** The session hours that were scored (or sent in the closing request that closed it). */
    sessionCount: z.int().nullable(),
    closingRequest: closingRequestViewSchema.nullable(),
    abortReason: z.string().nullable(),
    /** Who paired them: null for a matching run, else the administrator. */
    matchedByAccountId: z.uuid().nullable(),
    /** The stated reason when an administrator overrode the consecutive-partners rule. */
    overrideReason: z.string().nullable(),
    /** Points this project moved, per side (ledger entries with its id). */
    points: z.object({ coach: z.int(), coachee: z.int() }),
    /** What the session log adds up to. */
    sessionLog: z.object({
      confirmedHours: z.number(),
      pendingHours: z.number(),
      /** The last day of a session not disputed (`YYYY-MM-DD`); null before the first. */
      lastSessionOn: z.string().nullable(),
      /** Days since that session, or since the start before the first; null once closed. */
      daysWithoutSession: z.int().nullable(),
    }),
  })
  .meta({ id: 'Project' });
export type ProjectView = z.infer<typeof projectViewSchema>;

/** A project as one of its members sees it: with their role and partner. */
export const myProjectViewSchema = projectViewSchema
  .extend({ myRole: projectRoleSchema, partner: projectPersonSchema, myPoints: z.int() })
  .meta({ id: 'MyProject' });
export type MyProjectView = z.infer<typeof myProjectViewSchema>;

/** A project on the member's projects page: with how many of the partner's messages wait unread. */
export const myProjectListItemSchema = myProjectViewSchema
  .extend({
    /** The partner's messages the member has not read; counted for open projects, 0 for closed ones. */
    unreadMessages: z.int(),
  })
  .meta({ id: 'MyProjectListItem' });
export type MyProjectListItem = z.infer<typeof myProjectListItemSchema>;

export const myProjectsSchema = z.object({ items: z.array(myProjectListItemSchema) });

export const projectSortKeys = ['startedAt', 'deadlineAt', 'closedAt', 'state'] as const;
export const projectListQuerySchema = listQuerySchema(projectSortKeys, '-startedAt')
  .extend({
    state: projectStateSchema.optional(),
    /** Projects in which this member is coach or coachee. */
    accountId: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'ProjectListQuery' });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** The projects list's search and filters alone: what an export of the projects applies (newest first). */
export const projectFilterSchema = z.object({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  state: z.enum(projectStates, { error: 'invalidValue' }).optional(),
  accountId: z.uuid({ error: 'invalidValue' }).optional(),
});
export type ProjectFilterInput = z.input<typeof projectFilterSchema>;

/** `POST /api/projects/exports`: the projects the list's search and filters find, as a file. */
export const startProjectExportInputSchema = startExportInputSchema
  .extend(projectFilterSchema.shape)
  .meta({ id: 'StartProjectExportInput' });
export const projectPageSchema = pageSchema(projectViewSchema).meta({ id: 'ProjectPage' });

/** A session count: a whole number from 1 to the `maxSessionsPerProject` setting (checked in the use case). */
const sessionCountSchema = z
  .int({ error: requiredOr('invalidType') })
  .min(1, { error: 'tooSmall' })
  .max(1000, { error: 'tooBig' });

export const projectSessionsInputSchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    sessionCount: sessionCountSchema,
    /** Closes with more hours than the session log confirms (4066 without it). */
    confirmAboveLog: z.boolean({ error: 'invalidType' }).optional(),
  })
  .meta({ id: 'ProjectSessionsInput' });
export type ProjectSessionsInput = z.input<typeof projectSessionsInputSchema>;

export const confirmClosingRequestInputSchema = z
  .object({ projectCompletionRequestId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ConfirmClosingRequestInput' });

export const closingRequestIdParamsSchema = z.object({
  projectCompletionRequestId: z.uuid({ error: 'invalidValue' }),
});

/** The confirm page: the project and the hours the coach sent. */
export const closingRequestDetailSchema = z
  .object({ project: myProjectViewSchema, closingRequest: closingRequestViewSchema })
  .meta({ id: 'ClosingRequestDetail' });

/** A reason or note someone writes for a record (an abort, an override, a points adjustment). */
export const reasonTextSchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .min(3, { error: 'tooShort' })
  .max(500, { error: 'tooLong' });

export const abortProjectInputSchema = z
  .object({ projectId: z.uuid({ error: requiredOr('invalidValue') }), reason: reasonTextSchema })
  .meta({ id: 'AbortProjectInput' });

export const manualMatchingInputSchema = z
  .object({
    coachRequestId: z.uuid({ error: requiredOr('invalidValue') }),
    coacheeRequestId: z.uuid({ error: requiredOr('invalidValue') }),
    /** Pairs the partners of either one's most recent project again; recorded with the project. */
    overrideReason: reasonTextSchema.optional(),
  })
  .meta({ id: 'ManualMatchingInput' });
export type ManualMatchingInput = z.input<typeof manualMatchingInputSchema>;

/** The administrators' list of open requests (the seed's "pending assignment"). */
export const pendingAssignmentSortKeys = ['requestedAt', 'name', 'score'] as const;
export const pendingAssignmentQuerySchema = listQuerySchema(pendingAssignmentSortKeys, 'requestedAt')
  .extend({ role: projectRoleSchema.optional() })
  .meta({ id: 'PendingAssignmentQuery' });
export type PendingAssignmentQuery = z.input<typeof pendingAssignmentQuerySchema>;

/** The open requests list's side and search alone: what an export of it applies (longest waiting first). */
export const openRequestFilterSchema = z.object({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  role: z.enum(projectRoles, { error: 'invalidValue' }).optional(),
});
export type OpenRequestFilterInput = z.input<typeof openRequestFilterSchema>;

/** `POST /api/accounts/getaccountsformanualmatching/exports`: the open requests the list finds, as a file. */
export const startOpenRequestExportInputSchema = startExportInputSchema
  .extend(openRequestFilterSchema.shape)
  .meta({ id: 'StartOpenRequestExportInput' });

export const pendingAssignmentSchema = z
  .object({
    requestId: z.uuid(),
    accountId: z.uuid(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    role: projectRoleSchema,
    languages: z.array(languageSchema),
    score: z.int(),
    requestedAt: isoDateTimeSchema,
    /** All requests the member ever made, per side. */
    coachRequestCount: z.int(),
    coacheeRequestCount: z.int(),
    lastSkip: lastSkipSchema.nullable(),
  })
  .meta({ id: 'PendingAssignment' });
export type PendingAssignment = z.infer<typeof pendingAssignmentSchema>;
export const pendingAssignmentPageSchema = pageSchema(pendingAssignmentSchema).meta({
  id: 'PendingAssignmentPage',
});

/** One pair of a matching run (the CLI's `--json` shape). */
export const matchedPairSchema = z.object({
  coachRequestId: z.uuid(),
  coacheeRequestId: z.uuid(),
  coachAccountId: z.uuid(),
  coacheeAccountId: z.uuid(),
  language: languageSchema,
});
export type MatchedPair = z.infer<typeof matchedPairSchema>;

export const unmatchedRequestSchema = z.object({
  requestId: z.uuid(),
  side: projectRoleSchema,
  reason: unmatchedReasonSchema,
});
export type UnmatchedRequest = z.infer<typeof unmatchedRequestSchema>;

/** What a matching run did, or would do (`written: false`). */
export const matchingRunResultSchema = z
  .object({
    pairs: z.array(matchedPairSchema),
    unmatched: z.array(unmatchedRequestSchema),
    summary: z.object({
      coachRequests: z.int(),
      coacheeRequests: z.int(),
      pairs: z.int(),
      durationMs: z.number(),
    }),
    written: z.boolean(),
    /** The run's record (`GET /api/projects/matchingruns/{id}`); null for a plan written nothing. */
    matchingRunId: z.uuid().nullable(),
  })
  .meta({ id: 'MatchingRunResult' });
export type MatchingRunResult = z.infer<typeof matchingRunResultSchema>;
