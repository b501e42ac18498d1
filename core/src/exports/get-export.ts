import { exportIdInputSchema, exportJobSchema } from '../contracts/exports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { exportJobView, visibleExport } from './export-jobs.ts';

/** Where an export is: pending, running (rows done of the total), ready or failed (ADR 0042). */
export const getExport = defineUseCase({
  name: 'exports.get',
  summary: 'An export job: its status, rows written of the total, and its file name once ready',
  // Only the one who asked (or an administrator) finds it: checked against the export itself.
  access: 'signedIn',
  input: exportIdInputSchema,
  output: exportJobSchema,
  errors: ['recordNotFound'],
  run: async ({ ctx, input }) => exportJobView(await visibleExport(ctx, input.id)),
});
