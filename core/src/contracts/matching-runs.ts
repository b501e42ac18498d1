import { z } from 'zod';
import { isoDateTimeSchema, pageSchema } from './common.ts';
import { matchedPairSchema, projectRoleSchema, unmatchedReasonSchema } from './projects.ts';

/**
 * How a matching run was started: by the schedule (croner, or `npm run cli -- jobs run
 * projects.match`), by an administrator's "run matching now", or by `npm run match`.
 */
export const matchingRunTriggers = ['schedule', 'administrator', 'command_line'] as const;
export const matchingRunTriggerSchema = z.enum(matchingRunTriggers);
export type MatchingRunTrigger = (typeof matchingRunTriggers)[number];

/**
 * A member as a matching screen names them: the name read now (an anonymised account reads
 * "Silinmiş üye (Deleted member)"), or null when the account is gone altogether (ADR 0030: an
 * account without history is removed, and a run's record keeps only its id).
 */
export const matchingPersonSchema = z.object({
  accountId: z.uuid(),
  name: z.string().nullable(),
});
export type MatchingPerson = z.infer<typeof matchingPersonSchema>;

/**
 * How long a request had waited at the run's moment: since when, in whole working days (Istanbul,
 * public holidays skipped), and whether that is past the promise of a partner within three working
 * days. Null when the request is gone (its member's account was removed).
 */
export const matchingWaitSchema = z.object({
  requestedAt: isoDateTimeSchema,
  workingDays: z.int(),
  overPromise: z.boolean(),
});
export type MatchingWait = z.infer<typeof matchingWaitSchema>;

/** One side of a pair: the member and how long their request waited. */
export const matchingPairSideSchema = matchingPersonSchema.extend({ waited: matchingWaitSchema.nullable() });

/** One pair a run made or would make, with both members and how long each waited. */
export const matchingPairViewSchema = matchedPairSchema
  .extend({
    coach: matchingPairSideSchema,
    coachee: matchingPairSideSchema,
  })
  .meta({ id: 'MatchingPairView' });
export type MatchingPairView = z.infer<typeof matchingPairViewSchema>;

/** One request a run left (or would leave) unpaired, with its member and the reason. */
export const matchingLeftOverSchema = z
  .object({
    requestId: z.uuid(),
    side: projectRoleSchema,
    reason: unmatchedReasonSchema,
    member: matchingPersonSchema,
    waited: matchingWaitSchema.nullable(),
  })
  .meta({ id: 'MatchingLeftOver' });
export type MatchingLeftOver = z.infer<typeof matchingLeftOverSchema>;

/** The figures of a kept run. */
export const matchingRunSchema = z
  .object({
    matchingRunId: z.uuid(),
    startedAt: isoDateTimeSchema,
    trigger: matchingRunTriggerSchema,
    /** The administrator who started it; null for the schedule and the command line. */
    startedBy: matchingPersonSchema.nullable(),
    coachRequests: z.int(),
    coacheeRequests: z.int(),
    pairs: z.int(),
    unmatched: z.int(),
    durationMs: z.number(),
  })
  .meta({ id: 'MatchingRun' });
export type MatchingRunView = z.infer<typeof matchingRunSchema>;

/** `GET /api/projects/matchingruns`: the kept runs, newest first, a page at a time. */
export const matchingRunListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MatchingRunListQuery = z.input<typeof matchingRunListQuerySchema>;
export const matchingRunPageSchema = pageSchema(matchingRunSchema).meta({ id: 'MatchingRunPage' });
export type MatchingRunPage = z.infer<typeof matchingRunPageSchema>;

/**
 * Which page of a run's pairs and of its left-overs to show (the same size for both): a run over
 * 30,000 requests keeps about 10,000 pairs and as many left-overs.
 */
const matchingPagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  unmatchedPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /api/projects/matchingruns/{matchingRunId}`: one kept run, a page of its pairs and of its left-overs. */
export const matchingRunQuerySchema = matchingPagesQuerySchema.extend({
  matchingRunId: z.uuid({ error: 'invalidValue' }),
});
export type MatchingRunQuery = z.input<typeof matchingRunQuerySchema>;

export const matchingRunDetailsSchema = z
  .object({
    run: matchingRunSchema,
    pairs: pageSchema(matchingPairViewSchema),
    unmatched: pageSchema(matchingLeftOverSchema),
  })
  .meta({ id: 'MatchingRunDetails' });
export type MatchingRunDetails = z.infer<typeof matchingRunDetailsSchema>;

/** How many requests a run would leave unmatched for one reason. */
export const unmatchedCountSchema = z.object({ reason: unmatchedReasonSchema, count: z.int() });
export type UnmatchedCount = z.infer<typeof unmatchedCountSchema>;

/**
 * The query of the administrators' preview: which page of the pairs it would make and which of the
 * requests it would leave. A run over 30,000 open requests plans about 10,000 pairs; all of them as
 * one answer were 3.3 MB of JSON, most of the preview's time (issue 29).
 */
export const matchingPreviewQuerySchema = matchingPagesQuerySchema.extend({});
export type MatchingPreviewQuery = z.input<typeof matchingPreviewQuerySchema>;

/**
 * What a matching run would do now (the administrators' preview): one page of the pairs it would
 * make (in the coaches' waiting order, as a run writes them) with both members and how long each
 * waited, one page of the requests it would leave unmatched (oldest first) with their reasons, those
 * counted by reason (the largest group first), and the figures of the whole run.
 */
export const matchingPreviewSchema = z
  .object({
    pairs: pageSchema(matchingPairViewSchema),
    unmatched: pageSchema(matchingLeftOverSchema),
    unmatchedByReason: z.array(unmatchedCountSchema),
    summary: z.object({
      coachRequests: z.int(),
      coacheeRequests: z.int(),
      pairs: z.int(),
      unmatched: z.int(),
      durationMs: z.number(),
    }),
  })
  .meta({ id: 'MatchingPreview' });
export type MatchingPreview = z.infer<typeof matchingPreviewSchema>;
