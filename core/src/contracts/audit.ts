import { z } from 'zod';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { startExportInputSchema } from './exports.ts';

/**
 * Every action the audit log records: the use cases' names. A use case can write only these
 * (`recordAudit` takes an AuditAction), and the admin app has a label for each (a test fails for a
 * new one without). Entries keep their code; one retired from here still shows its code.
 */
export const auditActions = [
  'accountFiles.changeStatus',
  'accountFiles.delete',
  'accountFiles.uploadForMember',
  'accounts.changeAccess',
  'accounts.correctIdentity',
  'accounts.create',
  'accounts.delete',
  'accounts.exportExcel',
  'accounts.importExcel',
  'accounts.passportDuplicate',
  'accounts.update',
  'audit.export',
  'auth.identitySignIn',
  'auth.linkIdentity',
  'auth.unlinkIdentity',
  'badges.create',
  'badges.delete',
  'badges.update',
  'coaching.publishLog',
  'coaching.revokeLogPublication',
  'contact.markRead',
  'ledger.adjust',
  'ledger.export',
  'mail.deleteSavedFilter',
  'mail.saveFilter',
  'mail.sendGroupMail',
  'matching.matchManually',
  'matching.run',
  'orders.export',
  'orders.grant',
  'packages.create',
  'packages.delete',
  'packages.retire',
  'packages.update',
  'payment.refused',
  'projectRequests.export',
  'projects.abort',
  'projects.export',
  'projects.readMessages',
  'settings.update',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET auditlog: search (actor, action, entity type or id), filters, newest first unless told. */
export const auditLogQuerySchema = listQuerySchema<'createdAt'>(['createdAt'], '-createdAt')
  .extend({
    entityType: z.string().trim().max(60, { error: 'tooLong' }).optional(),
    entityId: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  })
  .meta({ id: 'AuditLogQuery' });
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

/** The log's search and filters alone: what an export of the audit log applies (newest first). */
export const auditFilterSchema = z.object({
  search: z.string().trim().max(100, { error: 'tooLong' }).default(''),
  entityType: z.string().trim().max(60, { error: 'tooLong' }).optional(),
  entityId: z.string().trim().max(100, { error: 'tooLong' }).optional(),
});
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

/** `POST /api/auditlog/exports`: the entries the log's search and filters find, as a file. */
export const startAuditExportInputSchema = startExportInputSchema
  .extend(auditFilterSchema.shape)
  .meta({ id: 'StartAuditExportInput' });

export const auditEntrySchema = z
  .object({
    id: z.int(),
    /** Null for the system (CLI, jobs, seed). */
    actorAccountId: z.string().nullable(),
    /** The actor's e-mail address at the time, or `system`. */
    actorLabel: z.string(),
    /** The use case's name, e.g. `badges.update`. */
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    clientAddress: z.string().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pageSchema(auditEntrySchema).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The kinds of record the log names so far (`account`, `badge` …), for the filter. */
export const auditEntityTypesSchema = z
  .object({ entityTypes: z.array(z.string()) })
  .meta({ id: 'AuditEntityTypes' });
