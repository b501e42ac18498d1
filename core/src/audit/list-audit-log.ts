import { auditEntityTypesSchema, auditLogPageSchema, auditLogQuerySchema } from '../contracts/audit.ts';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { AuditEntry } from './domain/audit-entry.ts';

const toView = (entry: AuditEntry) => ({ ...entry, createdAt: entry.createdAt.toISOString() });

/**
 * The audit log for administrators: who did what, when, with the record before and after.
 * Read-only by design: no call changes or removes an entry, and the database refuses both.
 */
export const listAuditLog = defineUseCase({
  name: 'audit.list',
  summary: 'The audit log of administrator actions, searchable and filterable, a page at a time',
  access: 'audit.read',
  input: auditLogQuerySchema,
  output: auditLogPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.auditLog.search({
      search: input.search,
      entityType: input.entityType || undefined,
      entityId: input.entityId || undefined,
      oldestFirst: input.sort === 'createdAt',
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(toView), total, page: input.page, pageSize: input.pageSize };
  },
});

export const listAuditEntityTypes = defineUseCase({
  name: 'audit.entityTypes',
  summary: 'The kinds of record the audit log names, for its filter',
  access: 'audit.read',
  input: noInput,
  output: auditEntityTypesSchema,
  errors: [],
  async run({ ctx }) {
    return { entityTypes: await ctx.repositories.auditLog.entityTypes() };
  },
});
