import { z } from 'zod';
import { localDateSchema } from './coaching.ts';
import { isoDateTimeSchema } from './common.ts';
import { uploadedFileSchema } from './files.ts';
import { languageSchema } from './language.ts';

/**
 * A coaching log published for an assessor (issue 32, ADR 0054): a frozen, signed snapshot of the
 * member's log (all of it or a date range) at a stable, unguessable address, as a page and a PDF.
 */

/** 32 random bytes as base64url (256 bits): the publication's id and the last part of its address. */
export const publicationIdSchema = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalidType' });

/** One client's row as published: the client only as far as they agreed (product rules). */
export const publishedLogRowSchema = z
  .object({
    /** The client's full name when they agreed; otherwise "Danışan 3" / "Client 3". */
    client: z.string(),
    /** Whether `client` is the client's name (they agreed to be named). */
    named: z.boolean(),
    /** Only when the client agreed to share it with coaches. */
    contactEmail: z.string().nullable(),
    kind: z.enum(['individual', 'group']),
    groupSize: z.int(),
    startDate: localDateSchema,
    endDate: localDateSchema,
    paidHours: z.number(),
    proBonoHours: z.number(),
    /** Sessions of the row logged by one partner and confirmed by the other in the platform. */
    confirmedSessions: z.int(),
    /** Every hour of the row comes from such a confirmed session (none from a closing count alone). */
    confirmedByBoth: z.boolean(),
  })
  .meta({ id: 'PublishedLogRow' });
export type PublishedLogRow = z.infer<typeof publishedLogRowSchema>;

/** What the platform signs: the snapshot as published, written once as canonical JSON. */
export const publishedLogSchema = z
  .object({
    /** `coaching-log/1`: how to read the rest. */
    format: z.literal('coaching-log/1'),
    id: publicationIdSchema,
    issuer: z.string(),
    publishedAt: isoDateTimeSchema,
    language: languageSchema,
    coach: z.string(),
    /** The range asked for; null ends mean the log's first or last day. */
    from: localDateSchema.nullable(),
    to: localDateSchema.nullable(),
    rows: z.array(publishedLogRowSchema),
    totals: z.object({
      hours: z.number(),
      paidHours: z.number(),
      proBonoHours: z.number(),
      clients: z.int(),
    }),
  })
  .meta({ id: 'PublishedLog' });
export type PublishedLog = z.infer<typeof publishedLogSchema>;

/** `POST coachinglog/publications`. */
export const publishCoachingLogInputSchema = z
  .object({
    language: languageSchema.default('tr'),
    from: localDateSchema.nullable().default(null),
    to: localDateSchema.nullable().default(null),
  })
  .refine((input) => input.from === null || input.to === null || input.from <= input.to, {
    error: 'rangeOrder',
    path: ['to'],
  })
  .meta({ id: 'PublishCoachingLogInput' });
export type PublishCoachingLogInput = z.input<typeof publishCoachingLogInputSchema>;

/** A publication in its owner's list. */
export const coachingLogPublicationSchema = z
  .object({
    publicationId: publicationIdSchema,
    language: languageSchema,
    from: localDateSchema.nullable(),
    to: localDateSchema.nullable(),
    publishedAt: isoDateTimeSchema,
    revokedAt: isoDateTimeSchema.nullable(),
    /** The page's address (PUBLIC_BASE_URL, the language's path). */
    url: z.string(),
    rows: z.int(),
  })
  .meta({ id: 'CoachingLogPublication' });
export type CoachingLogPublication = z.infer<typeof coachingLogPublicationSchema>;

export const coachingLogPublicationListSchema = z
  .object({ items: z.array(coachingLogPublicationSchema) })
  .meta({ id: 'CoachingLogPublicationList' });

/** `DELETE coachinglog/publications/{publicationId}`, `GET coachinglog/published/{publicationId}`. */
export const publicationIdInputSchema = z
  .object({ publicationId: publicationIdSchema })
  .meta({ id: 'PublicationIdInput' });

/** The signature over the canonical JSON: Ed25519, base64url, and the key's id (its JWK thumbprint). */
export const logSignatureSchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  signature: z.string(),
});

/** `GET coachinglog/published/{publicationId}`: what a visitor's page shows, checked by the server. */
export const publishedCoachingLogSchema = z
  .object({
    log: publishedLogSchema,
    /** The exact signed text (canonical JSON); with `signature`, what anyone can check offline. */
    payload: z.string(),
    signature: logSignatureSchema,
    /** The signature was checked against the platform's key when this answer was made. */
    verified: z.boolean(),
    /** SHA-256 (hex) of the PDF the platform made of this publication. */
    pdfSha256: z.string(),
  })
  .meta({ id: 'PublishedCoachingLog' });
export type PublishedCoachingLog = z.infer<typeof publishedCoachingLogSchema>;

/** `POST coachinglog/verify`: the signed text and its signature, as the page and the API give them. */
export const verifyCoachingLogInputSchema = z
  .object({
    payload: z.string({ error: 'required' }).max(2_000_000, { error: 'tooLong' }),
    signature: logSignatureSchema,
  })
  .meta({ id: 'VerifyCoachingLogInput' });

/** `POST coachinglog/verify/pdf`: a PDF as downloaded. */
export const verifyCoachingLogPdfInputSchema = z
  .object({ file: uploadedFileSchema })
  .meta({ id: 'VerifyCoachingLogPdfInput' });

export const verificationResults = ['verified', 'withdrawn', 'notVerified'] as const;

/**
 * `verified`: signed by the platform (or, for a PDF, byte for byte the PDF it made) and still
 * published; `withdrawn`: genuine, but its author revoked it; `notVerified`: anything else.
 */
export const coachingLogVerificationSchema = z
  .object({
    result: z.enum(verificationResults),
    publicationId: publicationIdSchema.nullable(),
    publishedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'CoachingLogVerification' });
export type CoachingLogVerification = z.infer<typeof coachingLogVerificationSchema>;

/** One public key as a JWK (RFC 8037), with its id. */
export const signingKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  use: z.literal('sig'),
  alg: z.literal('EdDSA'),
});
export type SigningKey = z.infer<typeof signingKeySchema>;

/** `GET /.well-known/coaching-log-keys.json`: a JWK set. */
export const signingKeySetSchema = z
  .object({ keys: z.array(signingKeySchema) })
  .meta({ id: 'SigningKeySet' });
