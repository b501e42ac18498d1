import type {
  CoachingLogPublication,
  CoachingLogVerification,
} from '../../contracts/coaching-log-publications.ts';
import type { CoachingLogPublicationRecord } from '../../ports/coaching-log-publication-repository.ts';
import type { DocumentSignature } from '../../ports/document-signer.ts';
import type { UseCaseContext } from '../../shared/context.ts';
import { utf8Bytes } from '../../shared/utf8.ts';
import { publishedLogUrl } from './published-log.ts';

/** A publication in its owner's list. */
export function publicationView(
  ctx: Pick<UseCaseContext, 'publicBaseUrl'>,
  record: CoachingLogPublicationRecord,
): CoachingLogPublication {
  return {
    publicationId: record.id,
    language: record.language,
    from: record.from,
    to: record.to,
    publishedAt: record.publishedAt.toISOString(),
    revokedAt: record.revokedAt?.toISOString() ?? null,
    url: publishedLogUrl(ctx.publicBaseUrl, record.id, record.language),
    rows: record.rowCount,
  };
}

export const signatureOf = (record: CoachingLogPublicationRecord): DocumentSignature => ({
  algorithm: 'Ed25519',
  keyId: record.keyId,
  signature: record.signature,
});

/** Whether the stored text still carries the platform's signature. */
export function signatureHolds(ctx: UseCaseContext, record: CoachingLogPublicationRecord): Promise<boolean> {
  return ctx.documentSigner.verify(utf8Bytes(record.payload), signatureOf(record));
}

/** The answer of a check: verified, withdrawn, or not the platform's. */
export function verificationOf(record: CoachingLogPublicationRecord | null): CoachingLogVerification {
  if (!record) return { result: 'notVerified', publicationId: null, publishedAt: null };
  return {
    result: record.revokedAt ? 'withdrawn' : 'verified',
    publicationId: record.id,
    publishedAt: record.publishedAt.toISOString(),
  };
}
