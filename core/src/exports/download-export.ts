import { csvContentType } from '../contracts/coaching.ts';
import { xlsxContentType } from '../contracts/excel.ts';
import { exportIdInputSchema } from '../contracts/exports.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { visibleExport } from './export-jobs.ts';

/** The file of a ready export, for the one who asked (or an administrator) until it expires. */
export const downloadExport = defineUseCase({
  name: 'exports.download',
  summary: 'The file of a finished export job (4002 until it is ready, and after it expired)',
  access: 'signedIn',
  input: exportIdInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound'],
  download: { contentTypes: [xlsxContentType, csvContentType] },
  async run({ ctx, input }) {
    const file = await visibleExport(ctx, input.id);
    const content = file.status === 'ready' ? await ctx.repositories.exportFiles.readContent(file.id) : null;
    if (!content) throw new DomainError('recordNotFound');
    const contentType = file.format === 'csv' ? csvContentType : xlsxContentType;
    return { fileName: content.fileName, contentType, bytes: content.content };
  },
});
