import { backOfficeViewerOf } from '../accounts/domain/personal-data-visibility.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditAction } from '../contracts/audit.ts';
import {
  type ExportFormat,
  type ExportJob,
  type ExportKind,
  exportRetentionHours,
} from '../contracts/exports.ts';
import type { Language } from '../contracts/language.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { ExportFile } from './domain/export-file.ts';
import { assertFitsTheFormat } from './domain/workbook-limit.ts';
import { exportKindSources } from './export-kinds.ts';

/** An export as its requester sees it. */
export function exportJobView(file: ExportFile): ExportJob {
  return {
    id: file.id,
    kind: file.kind,
    format: file.format,
    status: file.status,
    rowsDone: file.rowsDone,
    rowsTotal: file.rowsTotal,
    fileName: file.fileName,
    createdAt: file.createdAt.toISOString(),
    expiresAt: file.expiresAt.toISOString(),
  };
}

/** What an export is asked for: its language and format, and the list's filters it applies. */
export interface ExportRequest {
  readonly language: Language;
  readonly format: ExportFormat;
  /** Checked by the `start…Export` use case's schema; read back through the kind's own. */
  readonly filters: Readonly<Record<string, unknown>>;
}

/** What starting an export may be refused with, for each `start…Export` use case's `errors`. */
export const startExportErrors = ['exportTooLargeForWorkbook'] as const;

/**
 * Queues an export of `kind` for the signed-in caller, written for what they may see, and records
 * it in the audit log with its row count and filters (the file carries personal data out of the
 * platform). The export job, woken by the commit, writes the file.
 */
export async function startExport(
  ctx: UseCaseContext,
  kind: ExportKind,
  { language, format, filters }: ExportRequest,
  auditAction: AuditAction,
): Promise<ExportJob> {
  const { actor } = ctx;
  // Only a person can come back for the file.
  if (actor.kind !== 'account') throw new DomainError('forbidden');
  const now = ctx.clock.now();
  const viewer = backOfficeViewerOf(actor);
  const definition = exportKindSources[kind];
  const probe = definition.prepare(ctx.repositories, { language, viewer, filters }, '');
  const rowsTotal = await probe.source.count();
  assertFitsTheFormat(format, rowsTotal);
  const file = await ctx.unitOfWork.run(async (tx) => {
    const inserted = await tx.repositories.exportFiles.insert({
      kind,
      language,
      format,
      filters,
      requestedBy: actor.accountId,
      viewer,
      rowsTotal,
      createdAt: now,
      expiresAt: new Date(now.getTime() + exportRetentionHours * 3_600_000),
    });
    await recordAudit(tx, ctx, {
      action: auditAction,
      entityType: definition.auditEntityType,
      entityId: null,
      after: { [kind]: rowsTotal, language, format, filters, exportId: inserted.id },
    });
    return inserted;
  });
  return exportJobView(file);
}

/** The export `id` if the caller may see it: the one who asked, administrators, the system. */
export async function visibleExport(ctx: UseCaseContext, id: string): Promise<ExportFile> {
  const file = await ctx.repositories.exportFiles.findById(id);
  const { actor } = ctx;
  const maySee =
    actor.kind === 'system' ||
    (actor.kind === 'account' && (actor.accountId === file?.requestedBy || actor.role === 'Administrator'));
  // Someone else's export answers as if there were none: its existence is not theirs to know.
  if (!file || !maySee) throw new DomainError('recordNotFound');
  return file;
}
