import { csvContentType } from '../contracts/coaching.ts';
import { xlsxContentType } from '../contracts/excel.ts';
import { exportIdInputSchema } from '../contracts/exports.ts';
import { streamedFileSchema } from '../contracts/files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { visibleExport } from './export-jobs.ts';

/** The file of a ready export, streamed, for the one who asked (or an administrator) until it expires. */
export const downloadExport = defineUseCase({
  name: 'exports.download',
  summary: 'The file of a finished export job (4002 until it is ready, and after it expired)',
  access: 'signedIn',
  input: exportIdInputSchema,
  output: streamedFileSchema,
  errors: ['recordNotFound'],
  download: { contentTypes: [xlsxContentType, csvContentType] },
  async run({ ctx, input }) {
    const file = await visibleExport(ctx, input.id);
    const stored = file.status === 'ready' ? await ctx.repositories.exportFiles.openContent(file.id) : null;
    if (!stored) throw new DomainError('recordNotFound');
    const contentType = file.format === 'csv' ? csvContentType : xlsxContentType;
    // The file is sent slice by slice as it is read (ADR 0042, addendum): never held whole.
    return { fileName: stored.fileName, contentType, byteLength: stored.byteLength, parts: stored.slices };
  },
});
