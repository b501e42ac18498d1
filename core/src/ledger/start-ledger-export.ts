import { exportJobSchema } from '../contracts/exports.ts';
import { startLedgerExportInputSchema } from '../contracts/ledger.ts';
import { startExport, startExportErrors } from '../exports/export-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Starts an export of the points ledger, one member's (as the back office's ledger view shows it)
 * or the whole programme's, as .xlsx or .csv, run as a job (ADR 0042): who may read any member's
 * ledger (`points.adjust`) may export it.
 */
export const startLedgerExport = defineUseCase({
  name: 'ledger.startExport',
  summary:
    "Start an .xlsx or .csv export of the points ledger, a member's or everyone's, as a job: its progress, then its file",
  access: 'points.adjust',
  input: startLedgerExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, ...filters } = input;
    return startExport(ctx, 'ledger', { language, format, filters }, 'ledger.export');
  },
});
