import { exportJobSchema, startExportInputSchema } from '../contracts/exports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { startExport } from './export-jobs.ts';

/**
 * Starts the accounts' Excel export as a job (ADR 0042): answers at once with the export's id,
 * whose progress `exports.get` tells and whose file `exports.download` gives once it is ready.
 * Same rights, columns and audit entry as the direct export (`accounts.exportExcel`, ADR 0017).
 */
export const startAccountExport = defineUseCase({
  name: 'accounts.startExport',
  summary: 'Start an .xlsx or .csv export of every account as a job: its progress, then its file',
  access: 'accounts.read',
  input: startExportInputSchema,
  output: exportJobSchema,
  errors: [],
  success: 'recordAdded',
  run: ({ ctx, input }) =>
    startExport(
      ctx,
      'accounts',
      { language: input.language, format: input.format, filters: {} },
      'accounts.exportExcel',
    ),
});
