import {
  publicationIdInputSchema,
  publishedCoachingLogSchema,
  publishedLogSchema,
} from '../contracts/coaching-log-publications.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { CoachingLogPublicationRecord } from '../ports/coaching-log-publication-repository.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { signatureHolds, signatureOf } from './publication/publication-view.ts';

/** A publication that is there to be seen: unknown answers 4002, withdrawn 4105 (410). */
export async function livePublication(
  ctx: UseCaseContext,
  id: string,
): Promise<CoachingLogPublicationRecord> {
  const record = await ctx.repositories.coachingLogPublications.findById(id);
  if (!record) throw new DomainError('recordNotFound');
  if (record.revokedAt) throw new DomainError('coachingLogWithdrawn');
  return record;
}

/**
 * A published coaching log as anyone with its address sees it, signed out (ADR 0054): the snapshot
 * as it was signed, the signature, and whether it holds, checked here against the platform's key.
 */
export const getPublishedCoachingLog = defineUseCase({
  name: 'coaching.getPublishedLog',
  summary: 'A published coaching log, with its signature checked by the platform',
  access: 'public',
  input: publicationIdInputSchema,
  output: publishedCoachingLogSchema,
  errors: ['recordNotFound', 'coachingLogWithdrawn'],
  async run({ ctx, input }) {
    const record = await livePublication(ctx, input.publicationId);
    return {
      log: publishedLogSchema.parse(JSON.parse(record.payload)),
      payload: record.payload,
      signature: signatureOf(record),
      verified: await signatureHolds(ctx, record),
      pdfSha256: record.pdfSha256,
    };
  },
});
