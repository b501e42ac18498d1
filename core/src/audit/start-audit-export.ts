import { startAuditExportInputSchema } from '../contracts/audit.ts';
import { exportJobSchema } from '../contracts/exports.ts';
import { startExport, startExportErrors } from '../exports/export-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Starts an export of the audit log's entries the search and filters find (kind of record, record),
 * as .xlsx or .csv, run as a job (ADR 0042): who may read the log may export it. The export is an
 * entry of the log itself.
 */
export const startAuditExport = defineUseCase({
  name: 'audit.startExport',
  summary:
    'Start an .xlsx or .csv export of the audit log entries the search and filters find, as a job: its progress, then its file',
  access: 'audit.read',
  input: startAuditExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, search, entityType, entityId } = input;
    // The page sends an empty filter as blank, as the list takes it: no filter.
    const filters = { search, ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}) };
    return startExport(ctx, 'audit', { language, format, filters }, 'audit.export');
  },
});
