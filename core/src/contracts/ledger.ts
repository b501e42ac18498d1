import { z } from 'zod';
import { ledgerReasons } from '../ledger/domain/ledger-entry.ts';
import { isoDateTimeSchema } from './common.ts';
import { startExportInputSchema } from './exports.ts';
import { requiredOr } from './fields.ts';
import { reasonTextSchema } from './projects.ts';

// The points ledger as the API shows it: a member's entries with the score after each, and an
// administrator's adjustment with a note.

export const ledgerReasonSchema = z.enum(ledgerReasons);

export const ledgerQuerySchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }).optional() });

/**
 * The ledger view's filter, for an export: one member's entries (`accountId`, as the back office's
 * ledger of a member shows them), or every entry of the programme when left out.
 */
export const ledgerFilterSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }).optional() });
export type LedgerFilterInput = z.input<typeof ledgerFilterSchema>;

/** `POST /api/ledger/exports`: the ledger's entries the filter finds, newest first, as a file. */
export const startLedgerExportInputSchema = startExportInputSchema
  .extend(ledgerFilterSchema.shape)
  .meta({ id: 'StartLedgerExportInput' });

export const ledgerEntryViewSchema = z
  .object({
    id: z.uuid(),
    delta: z.int(),
    reason: ledgerReasonSchema,
    projectId: z.uuid().nullable(),
    note: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    /** The score after this entry: the chart of points over time. */
    balanceAfter: z.int(),
    /**
     * Who made the entry, for administrators (points.adjust): the account (an adjustment: the
     * administrator; a project's points: who closed it), or null when the system did (the
     * scheduler, an import) or the account is gone. Left out for a member reading their own.
     */
    actor: z.object({ accountId: z.uuid(), fullName: z.string() }).nullable().optional(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

export const ledgerViewSchema = z
  .object({ accountId: z.uuid(), balance: z.int(), entries: z.array(ledgerEntryViewSchema) })
  .meta({ id: 'Ledger' });
export type LedgerView = z.infer<typeof ledgerViewSchema>;

export const adjustPointsInputSchema = z
  .object({
    accountId: z.uuid({ error: requiredOr('invalidValue') }),
    delta: z
      .int({ error: requiredOr('invalidType') })
      .min(-1000, { error: 'tooSmall' })
      .max(1000, { error: 'tooBig' })
      .refine((delta) => delta !== 0, { error: 'notZero' }),
    note: reasonTextSchema,
  })
  .meta({ id: 'AdjustPointsInput' });
export type AdjustPointsInput = z.input<typeof adjustPointsInputSchema>;
