import {
  coachingLogVerificationSchema,
  publishedLogSchema,
  signingKeySetSchema,
  verifyCoachingLogInputSchema,
  verifyCoachingLogPdfInputSchema,
} from '../contracts/coaching-log-publications.ts';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { utf8Bytes } from '../shared/utf8.ts';
import { signatureHolds, verificationOf } from './publication/publication-view.ts';
import { countLogCheck } from './publication/verification-limits.ts';

/** The publication's id named by a signed text, or null when the text is no published log. */
function publicationIdIn(payload: string): string | null {
  try {
    return publishedLogSchema.parse(JSON.parse(payload)).id;
  } catch {
    return null;
  }
}

/**
 * Checks a published log's data (ADR 0054): the signed text and its signature, as the page gives
 * them. Verified when the platform's key signed exactly this text and the log is still published;
 * one changed byte of the text or the signature fails. 30 checks per client address in 10 minutes.
 */
export const verifyCoachingLog = defineUseCase({
  name: 'coaching.verifyLog',
  summary: 'Check a published coaching log’s signed text and signature',
  access: 'public',
  input: verifyCoachingLogInputSchema,
  output: coachingLogVerificationSchema,
  errors: ['tooManyRequests'],
  async run({ ctx, input }) {
    await countLogCheck(ctx);
    const signed = await ctx.documentSigner.verify(utf8Bytes(input.payload), input.signature);
    const id = signed ? publicationIdIn(input.payload) : null;
    const record = id ? await ctx.repositories.coachingLogPublications.findById(id) : null;
    return verificationOf(record && record.payload === input.payload ? record : null);
  },
});

/**
 * Checks a PDF as downloaded (ADR 0054): verified when it is, byte for byte, the PDF the platform
 * made of a publication whose signature holds and which is still published.
 */
export const verifyCoachingLogPdf = defineUseCase({
  name: 'coaching.verifyLogPdf',
  summary: 'Check that a PDF is, byte for byte, a coaching log the platform published',
  access: 'public',
  input: verifyCoachingLogPdfInputSchema,
  output: coachingLogVerificationSchema,
  errors: ['tooManyRequests'],
  upload: { maxBytes: 10 * 1024 * 1024 },
  async run({ ctx, input }) {
    await countLogCheck(ctx);
    const digest = await ctx.documentSigner.digest(input.file.bytes);
    const record = await ctx.repositories.coachingLogPublications.findByPdfSha256(digest);
    return verificationOf(record && (await signatureHolds(ctx, record)) ? record : null);
  },
});

/** The public keys of the platform's signatures, as a JWK set (`/.well-known/coaching-log-keys.json`). */
export const listSigningKeys = defineUseCase({
  name: 'coaching.signingKeys',
  summary: 'The public keys that sign published coaching logs (JWK set, Ed25519)',
  access: 'public',
  input: noInput,
  output: signingKeySetSchema,
  errors: [],
  async run({ ctx }) {
    return { keys: [...(await ctx.documentSigner.publicKeys())] };
  },
});
