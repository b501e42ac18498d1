import { z } from 'zod';

/** A file sent with a call (multipart/form-data), as a use case sees it: its name and its bytes. */
export interface UploadedFile {
  /** The name the sender gave; shown to people, never trusted for the type. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, bytes } = value as Record<string, unknown>;
  return typeof name === 'string' && bytes instanceof Uint8Array;
}

/**
 * A file field of a use case's input. The server turns each multipart file into an UploadedFile
 * before validation; the OpenAPI document shows it as binary.
 */
export const uploadedFileSchema = z.custom<UploadedFile>(isUploadedFile, { error: 'required' });

/** The content type of the documents the platform prints (a receipt). */
export const pdfContentType = 'application/pdf';

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array<ArrayBuffer>> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** What a download call answers: sent as the body itself, not inside the envelope. */
export const downloadFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.instanceof(Uint8Array),
});

/**
 * What a download call answers with a file too large to hold (an export of millions of rows, ADR
 * 0042): its `byteLength` and its `parts`, read one at a time as the answer is sent, and no further
 * once the client is gone.
 */
export const streamedFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  byteLength: z.int().nonnegative(),
  parts: z.custom<AsyncIterable<Uint8Array<ArrayBuffer>>>(isAsyncIterable),
});

/** The output of a download call, whole or streamed. */
export type DownloadFile = z.infer<typeof downloadFileSchema> | z.infer<typeof streamedFileSchema>;
