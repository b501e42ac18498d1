import { publicationIdInputSchema } from '../contracts/coaching-log-publications.ts';
import { downloadFileSchema, pdfContentType } from '../contracts/files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { livePublication } from './get-published-coaching-log.ts';
import { publishedLogFileName } from './publication/published-log-document.ts';

/** The PDF made when the log was published, byte for byte (ADR 0054); for anyone with the address. */
export const downloadPublishedCoachingLog = defineUseCase({
  name: 'coaching.downloadPublishedLog',
  summary: 'The PDF of a published coaching log, as the platform made and signed it',
  access: 'public',
  input: publicationIdInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound', 'coachingLogWithdrawn'],
  download: { contentTypes: [pdfContentType] },
  async run({ ctx, input }) {
    const record = await livePublication(ctx, input.publicationId);
    const bytes = await ctx.repositories.coachingLogPublications.findPdf(record.id);
    if (!bytes) throw new DomainError('recordNotFound');
    return {
      fileName: publishedLogFileName(record.language, record.publishedAt.toISOString()),
      contentType: pdfContentType,
      bytes,
    };
  },
});
