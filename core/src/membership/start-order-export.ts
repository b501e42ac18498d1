import { exportJobSchema } from '../contracts/exports.ts';
import { startOrderExportInputSchema } from '../contracts/orders.ts';
import { startExport, startExportErrors } from '../exports/export-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Starts an export of the orders the list's filters find (its search, days, package, method and
 * provider), as .xlsx or .csv, run as a job (ADR 0042): who may list the orders may export them.
 */
export const startOrderExport = defineUseCase({
  name: 'orders.startExport',
  summary:
    'Start an .xlsx or .csv export of the orders the filters find, as a job: its progress, then its file',
  access: 'orders.read',
  input: startOrderExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, ...filters } = input;
    return startExport(ctx, 'orders', { language, format, filters }, 'orders.export');
  },
});
