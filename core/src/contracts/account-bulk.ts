import { z } from 'zod';
import { accountRoleTypeSchema, accountStatusSchema } from './account-value-schemas.ts';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr, requiredText } from './fields.ts';

/**
 * What an administrator does to many accounts at once (issue 31, ADR 0052): make them passive,
 * active again, or extend their memberships by a package's period as a granted order.
 */
export const bulkActionKinds = ['makePassive', 'reactivate', 'extendMembership'] as const;
export type BulkActionKind = (typeof bulkActionKinds)[number];

/** Accounts picked one by one: at most this many; "everything this filter finds" has no bound. */
export const bulkSelectionMax = 1000;

/**
 * Why an account of the selection is left as it is: deleted (anonymised), the administrator's own
 * account (4046 for one account), already in the state asked for, a staff account (no membership,
 * 4076), or an id that names no account.
 */
export const bulkSkipReasons = [
  'deleted',
  'ownAccount',
  'alreadyPassive',
  'alreadyActive',
  'staff',
  'notFound',
] as const;
export type BulkSkipReason = (typeof bulkSkipReasons)[number];

/** The accounts list's own filter (`GET accounts`), without its page and sort. */
export const bulkFilterSchema = z
  .object({
    search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
    role: accountRoleTypeSchema.optional(),
    status: accountStatusSchema.optional(),
    /** The administrator's lock, as the accounts list's "Lock state" filter (true: locked only). */
    locked: z.boolean({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'BulkActionFilter' });
export type BulkFilter = z.output<typeof bulkFilterSchema>;

/**
 * The accounts an action is for: the ids picked (1–1,000), or everything the list's filter finds,
 * kept with the job and read again in batches.
 */
export const bulkSelectionSchema = z
  .union([
    z.object({
      accountIds: z
        .array(z.uuid({ error: 'invalidValue' }), { error: 'invalidType' })
        .min(1, { error: 'required' })
        .max(bulkSelectionMax, { error: 'tooBig' }),
    }),
    z.object({ filter: bulkFilterSchema }),
  ])
  .meta({ id: 'BulkSelection' });
export type BulkSelection = z.output<typeof bulkSelectionSchema>;

/** What an extension needs besides its accounts: the package and why (the dialog's form). */
export const bulkExtensionFieldsSchema = z.object({
  membershipPackageId: z.uuid({ error: requiredOr('invalidValue') }),
  reason: requiredText(500).transform((value) => value.trim()),
});

/** `POST accounts/bulkactions` and its preview: the action, its accounts, and for an extension the package and why. */
export const bulkActionInputSchema = z
  .object({
    action: z.enum(bulkActionKinds, { error: 'invalidChoice' }),
    selection: bulkSelectionSchema,
    /** The package whose period each membership is extended by (extendMembership only). */
    membershipPackageId: z.uuid({ error: 'invalidValue' }).optional(),
    /** Why (extendMembership only): kept as each granted order's note. */
    reason: requiredText(500)
      .transform((value) => value.trim())
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.action !== 'extendMembership') return;
    for (const field of ['membershipPackageId', 'reason'] as const) {
      if (input[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: 'required', input: input[field] });
      }
    }
  })
  .meta({ id: 'BulkActionInput' });
export type BulkActionInput = z.input<typeof bulkActionInputSchema>;

const skippedSchema = z.array(z.object({ reason: z.enum(bulkSkipReasons), count: z.int() }));

/** What an action would do now: "this will change 1,284 accounts", and what it leaves and why. */
export const bulkActionPreviewSchema = z
  .object({
    /** Accounts selected or found by the filter. */
    selected: z.int(),
    /** Of them, the accounts the action would change. */
    changes: z.int(),
    /** The others, by reason; only reasons with at least one account. */
    skipped: skippedSchema,
  })
  .meta({ id: 'BulkActionPreview' });
export type BulkActionPreview = z.infer<typeof bulkActionPreviewSchema>;

/** pending: waiting for the job; running: batches being changed; done or failed. */
export const bulkActionStatuses = ['pending', 'running', 'done', 'failed'] as const;
export type BulkActionStatus = (typeof bulkActionStatuses)[number];

export const bulkActionIdInputSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

/** A bulk action as the back office follows it: its progress in whole accounts, then its result. */
export const bulkActionJobSchema = z
  .object({
    id: z.string(),
    action: z.enum(bulkActionKinds),
    status: z.enum(bulkActionStatuses),
    /** Accounts looked at so far (changed or skipped). */
    rowsDone: z.int(),
    /** Accounts selected when it started (at least those looked at). */
    rowsTotal: z.int(),
    changed: z.int(),
    skipped: skippedSchema,
    createdAt: isoDateTimeSchema,
    finishedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'BulkActionJob' });
export type BulkActionJob = z.infer<typeof bulkActionJobSchema>;
