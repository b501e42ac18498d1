import { startAccountExportInputSchema } from '../contracts/account-admin.ts';
import { exportJobSchema } from '../contracts/exports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { startExport, startExportErrors } from './export-jobs.ts';

/**
 * Starts an export of the accounts the list's search and filters find (role, status, lock) as a
 * job (ADR 0042): answers at once with the export's id, whose progress `exports.get` tells and
 * whose file `exports.download` gives once it is ready. Same rights, columns and audit entry as the
 * direct export (`accounts.exportExcel`, ADR 0017), which writes every account.
 */
export const startAccountExport = defineUseCase({
  name: 'accounts.startExport',
  summary:
    'Start an .xlsx or .csv export of the accounts the search and filters find, as a job: its progress, then its file',
  access: 'accounts.read',
  input: startAccountExportInputSchema,
  output: exportJobSchema,
  errors: startExportErrors,
  success: 'recordAdded',
  run: ({ ctx, input }) => {
    const { language, format, ...filters } = input;
    return startExport(ctx, 'accounts', { language, format, filters }, 'accounts.exportExcel');
  },
});
