import { exportJobSchema } from '../contracts/exports.ts';
import { startOpenRequestExportInputSchema } from '../contracts/projects.ts';
import { startExport, startExportErrors } from '../exports/export-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Starts an export of the open requests the list's side and search find (the requests waiting for
 * a partner), as .xlsx or .csv, run as a job (ADR 0042): who may pair them may export them.
 */
export const startOpenRequestExport = defineUseCase({
  name: 'projectRequests.startExport',
  summary:
    'Start an .xlsx or .csv export of the open requests the side and search find, as a job: its progress, then its file',
  access: 'matching.run',
  input: startOpenRequestExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, ...filters } = input;
    return startExport(ctx, 'openRequests', { language, format, filters }, 'projectRequests.export');
  },
});
