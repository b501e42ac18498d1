import { exportJobSchema } from '../contracts/exports.ts';
import { startProjectExportInputSchema } from '../contracts/projects.ts';
import { startExport, startExportErrors } from '../exports/export-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Starts an export of the projects the list's search and filters find (state, member), as .xlsx
 * or .csv, run as a job (ADR 0042): who may list every project may export them.
 */
export const startProjectExport = defineUseCase({
  name: 'projects.startExport',
  summary:
    'Start an .xlsx or .csv export of the projects the search and filters find, as a job: its progress, then its file',
  access: 'projects.readAll',
  input: startProjectExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, ...filters } = input;
    return startExport(ctx, 'projects', { language, format, filters }, 'projects.export');
  },
});
